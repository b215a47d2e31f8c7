import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SESSION_COOKIE } from '@changas/shared/contracts';
import { PrerenderedPages } from './prerendered-pages';

const INDEX_HTML = '<html><head><title>Changas</title></head><body><div id="root"></div></body></html>';
const NO_PRELOADS = { start: [], laterSteps: [], libraries: {} };

/** A web renderer whose pages say which render drew them; `renders` counts them. */
const RENDERER = `
let renders = 0;
module.exports = {
  get renders() { return renders; },
  renderPage: async () => ({ head: '', body: '<p>render ' + ++renders + '</p>' }),
  browserPageHead: async () => '',
  firstScreenLibraryAt: () => '@changas/web/feature-services',
  isRoute: () => true,
  pageCodeScript: () => '',
};
`;

describe('PrerenderedPages', () => {
  let folder: string;
  let pages: PrerenderedPages;
  let now: number;
  const passes = (ms: number) => (now += ms);

  beforeEach(() => {
    now = 1_000;
    folder = mkdtempSync(join(tmpdir(), 'changas-renderer-'));
    const rendererPath = join(folder, 'server.cjs');
    writeFileSync(rendererPath, RENDERER);
    pages = PrerenderedPages.load(rendererPath, INDEX_HTML, NO_PRELOADS, fetch, {
      now: () => now,
    }) as PrerenderedPages;
  });

  afterEach(() => {
    rmSync(folder, { recursive: true, force: true });
  });

  const bodyOf = async (url: string) =>
    (await pages.forRequest(url, undefined))?.html.match(/render \d+/)?.[0];

  it('answers a page as it was rendered for a while, then while it renders it again', async () => {
    expect(await bodyOf('/services')).toBe('render 1');
    passes(5_000);
    expect(await bodyOf('/services')).toBe('render 1');
    passes(10_000);
    // Past its TTL, still answered at once; the next request gets the new render.
    expect(await bodyOf('/services')).toBe('render 1');
    expect(await bodyOf('/services')).toBe('render 2');
  });

  it('renders a page kept too long before answering it, so the browser does not ask for its answers again', async () => {
    expect(await bodyOf('/services')).toBe('render 1');
    passes(25_000);
    expect(await bodyOf('/services')).toBe('render 2');
  });

  it('leaves a signed-in visitor to the browser', async () => {
    expect(await pages.forRequest('/services', `${SESSION_COOKIE}=a.b.c`)).toBeNull();
  });
});
