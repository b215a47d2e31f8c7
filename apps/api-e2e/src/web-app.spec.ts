import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { startTestApp, type TestApp } from './support/test-app';

const INDEX_HTML =
  '<!doctype html><html lang="es-AR"><head><title>Changas</title></head><body><div id="root"></div></body></html>';
const APP_JS = 'console.log("changas");';
const VENDOR_JS = `export const words = ${JSON.stringify(Array.from({ length: 500 }, (_, n) => `palabra${n}`))};`;

describe('serving the built web app', () => {
  let webDist: string;
  let api: TestApp;

  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), 'changas-web-'));
    mkdirSync(join(webDist, 'assets'));
    writeFileSync(join(webDist, 'index.html'), INDEX_HTML);
    writeFileSync(join(webDist, 'assets', 'index-abc123.js'), APP_JS);
    // The web build's compressed twins of a large asset.
    writeFileSync(join(webDist, 'assets', 'vendor-def456.js'), VENDOR_JS);
    writeFileSync(join(webDist, 'assets', 'vendor-def456.js.br'), brotliCompressSync(VENDOR_JS));
    writeFileSync(join(webDist, 'assets', 'vendor-def456.js.gz'), gzipSync(VENDOR_JS));
    api = await startTestApp({ env: { WEB_DIST: webDist } });
  });
  afterAll(async () => {
    await api?.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('serves index.html at /', async () => {
    const { status, headers, body } = await api.request('/');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toMatch(/^text\/html/);
    expect(headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(body).toBe(INDEX_HTML);
  });

  it('answers client-side routes with index.html, revalidated on every visit', async () => {
    for (const path of ['/services', '/service/12', '/reset-password/abc.def?x=1']) {
      const { status, headers, body } = await api.request(path);
      expect(status).toBe(200);
      expect(body).toBe(INDEX_HTML);
      expect(headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('serves build assets as files, cached for good', async () => {
    const { status, headers, body } = await api.request('/assets/index-abc123.js');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toMatch(/javascript/);
    expect(headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(body).toBe(APP_JS);
  });

  it.each([
    ['br', 'br'],
    ['gzip, deflate', 'gzip'],
    ['identity', null],
  ])(
    "answers Accept-Encoding %s from the build's compressed twins (content-encoding %s)",
    async (accepted, encoding) => {
      const { status, headers, body } = await api.request('/assets/vendor-def456.js', {
        headers: { 'accept-encoding': accepted },
      });
      expect(status).toBe(200);
      expect(headers.get('content-encoding')).toBe(encoding);
      expect(headers.get('vary')).toMatch(/accept-encoding/i);
      expect(body).toBe(VENDOR_JS);
    },
  );

  it('keeps the JSON API and its 404 envelope under /api', async () => {
    expect((await api.request('/api/categories')).body).toMatchObject({ success: true });
    const { status, body } = await api.request('/api/nothing-here');
    expect(status).toBe(404);
    expect(body).toMatchObject({ success: false, code: 'COMMON.NOT_FOUND' });
  });
});

/** The server's settings as the stand-in renderer puts them in a document's head. */
const SETTINGS_HEAD = '<script type="application/json" id="changas-queries">{"demo_mode":true}</script>';
/**
 * The build's preload lists: the start-up's, its later steps', and three screen libraries' (one sharing a
 * start-up file).
 */
const PRELOADS = {
  start: ['assets/start-a1.js', 'assets/app-f6.js'],
  laterSteps: ['assets/app-f6.js'],
  libraries: {
    '@changas/web/feature-auth': ['assets/auth-b2.js', 'assets/start-a1.js'],
    '@changas/web/feature-dashboard': ['assets/dashboard-c3.js'],
    '@changas/web/feature-service-detail': ['assets/detail-d4.js', 'assets/card-e5.js'],
  },
};
const { start: START, laterSteps: LATER_STEPS } = PRELOADS;
const AUTH = 'assets/auth-b2.js';
const DASHBOARD = 'assets/dashboard-c3.js';
const SERVICE_DETAIL = PRELOADS.libraries['@changas/web/feature-service-detail'];
/** The code a prerendered page runs after its entry, as the stand-in renderer lists it in the page's head. */
const pageCode = (files: string[]) => `<script id="page-code">${files.join(' ')}</script>`;
/** A page's code: the start-up's later steps, and a service's screen's (the home's has none in the lists). */
const pageCodeOf = (url: string) =>
  pageCode(url.startsWith('/service/') ? [...LATER_STEPS, ...SERVICE_DETAIL] : LATER_STEPS);
/** index.html as the server makes it for a page the browser renders alone, preloading `files`. */
const browserPage = (files: string[], settings = SETTINGS_HEAD) =>
  INDEX_HTML.replace(
    '</head>',
    `${settings}${files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('')}</head>`,
  );

/**
 * A stand-in for the web app's server entry (apps/web/src/server.tsx): the home page and the service
 * pages (one with its own title), a failure on /help the first time, nothing for anything else; the
 * settings fail `settingsFailures` times. It notes each render in a file.
 */
const renderer = (settingsFailures = 0) => `
let helpFailures = 0;
let settingsFailures = ${settingsFailures};
exports.renderPage = async (url) => {
  require('node:fs').appendFileSync(require('node:path').join(__dirname, 'renders.log'), url + '\\n');
  if (url === '/help' && helpFailures++ === 0) throw new Error('render failed');
  if (url === '/help') return { head: '', body: '<h1>Ayuda</h1>' };
  if (url.startsWith('/service/slow')) await new Promise((resolve) => setTimeout(resolve, 500));
  if (url !== '/' && !url.startsWith('/service/')) return null;
  if (url === '/service/missing') return { head: '', body: '<h1>No encontrado</h1>', status: 404 };
  if (url === '/service/titled')
    return { head: '', body: '<h1>Clases</h1>', title: 'Clases de <guitarra> & canto | Changas' };
  return { head: '<style data-emotion="css x1">.x1{color:red}</style>', body: '<h1>Página ' + url + '</h1>' };
};
exports.browserPageHead = async () => {
  if (settingsFailures-- > 0) throw new Error('settings failed');
  return ${JSON.stringify(SETTINGS_HEAD)};
};
exports.firstScreenLibraryAt = (pathname, signedIn) =>
  pathname.startsWith('/service/') ? '@changas/web/feature-service-detail'
    : pathname !== '/dashboard' ? '@changas/web/feature-home'
    : signedIn ? '@changas/web/feature-dashboard' : '@changas/web/feature-auth';
exports.isRoute = (pathname) => !pathname.startsWith('/nowhere');
exports.pageCodeScript = (files) => '<script id="page-code">' + files.join(' ') + '</script>';
`;

async function startWithRenderer(rendererCode: string) {
  const webDist = mkdtempSync(join(tmpdir(), 'changas-web-'));
  writeFileSync(join(webDist, 'index.html'), INDEX_HTML);
  mkdirSync(join(webDist, '.vite'));
  writeFileSync(join(webDist, '.vite', 'preloads.json'), JSON.stringify(PRELOADS));
  const rendererPath = join(webDist, 'server.cjs');
  writeFileSync(rendererPath, rendererCode);
  const api = await startTestApp({ env: { WEB_DIST: webDist, WEB_RENDERER: rendererPath } });
  return { webDist, api };
}

describe('serving prerendered public pages', () => {
  let webDist: string;
  let api: TestApp;
  const renders = () => readFileSync(join(webDist, 'renders.log'), 'utf8').split('\n').length - 1;
  /** A page as the stand-in renders it, with its code listed. */
  const prerendered = (url: string) =>
    INDEX_HTML.replace(
      '</head>',
      `<style data-emotion="css x1">.x1{color:red}</style>${pageCodeOf(url)}</head>`,
    ).replace('<div id="root"></div>', `<div id="root"><h1>Página ${url}</h1></div>`);

  beforeAll(async () => {
    ({ webDist, api } = await startWithRenderer(renderer()));
  });
  afterAll(async () => {
    await api?.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('answers a public page with its first screen in the document and its styles in the head', async () => {
    const { status, headers, body } = await api.request('/');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toMatch(/^text\/html/);
    expect(headers.get('cache-control')).toBe('no-cache');
    expect(headers.get('vary')).toMatch(/cookie/i);
    expect(headers.get('content-security-policy')).toContain("style-src 'self' 'unsafe-inline'");
    expect(body).toBe(prerendered('/'));
  });

  it("gives the document the page's title, as text, and keeps index.html's for a page that sets none", async () => {
    const { body } = await api.request<string>('/service/titled');
    expect(body).toContain('<title>Clases de &lt;guitarra&gt; &amp; canto | Changas</title>');
    expect(body).not.toContain('<title>Changas</title>');
    expect((await api.request<string>('/')).body).toContain('<title>Changas</title>');
  });

  it.each([
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['identity', null],
  ])('compresses the page for Accept-Encoding %s', async (accepted, encoding) => {
    const { headers, body } = await api.request('/service/7?x=1', {
      headers: { 'accept-encoding': accepted },
    });
    expect(headers.get('content-encoding')).toBe(encoding);
    expect(body).toBe(prerendered('/service/7?x=1'));
  });

  it('answers 404 for a page of something the API does not know, and for a path no route answers', async () => {
    const missing = await api.request('/service/missing');
    expect(missing.status).toBe(404);
    expect(missing.body).toBe(
      INDEX_HTML.replace('</head>', `${pageCodeOf('/service/missing')}</head>`).replace(
        '<div id="root"></div>',
        '<div id="root"><h1>No encontrado</h1></div>',
      ),
    );
    for (const headers of [{}, { cookie: 'authToken=abc.def.ghi' }] as Record<string, string>[]) {
      const nowhere = await api.request('/nowhere/at/all?x=1', { headers });
      expect(nowhere.status).toBe(404);
      expect(nowhere.body).toBe(browserPage(START));
    }
    expect((await api.request('/dashboard')).status).toBe(200);
    expect((await api.request('/', { headers: { cookie: 'authToken=abc.def.ghi' } })).status).toBe(200);
  });

  it('lists the code a prerendered page runs after its entry in its head, for the browser to fetch once drawn', async () => {
    const { body } = await api.request<string>('/service/9');
    expect(body).toContain(`${pageCode([...LATER_STEPS, ...SERVICE_DETAIL])}</head>`);
    expect(body).not.toContain('modulepreload');
    // The home's screen has no code of its own in the build's lists: its page lists the start-up's alone.
    expect((await api.request<string>('/')).body).toContain(`${pageCode(LATER_STEPS)}</head>`);
  });

  it('renders a page once and answers it again from memory', async () => {
    await api.request('/service/8');
    const before = renders();
    expect((await api.request('/service/8')).body).toBe(prerendered('/service/8'));
    expect(renders()).toBe(before);
  });

  it("leaves a visitor with a session, and the pages the renderer declines, to the browser, with the server's settings", async () => {
    const session = { cookie: 'theme=dark; authToken=abc.def.ghi' };
    expect((await api.request('/', { headers: session })).body).toBe(browserPage(START));
    expect((await api.request('/', { headers: { cookie: 'authToken=' } })).body).toBe(prerendered('/'));
    const dashboard = await api.request('/dashboard', { headers: { 'accept-encoding': 'br' } });
    expect(dashboard.headers.get('content-encoding')).toBe('br');
    expect(dashboard.headers.get('cache-control')).toBe('no-cache');
    // Without a session the dashboard shows /login: its code is preloaded, the start-up's once.
    expect(dashboard.body).toBe(browserPage([...START, AUTH]));
    expect((await api.request('/dashboard', { headers: session })).body).toBe(
      browserPage([...START, DASHBOARD]),
    );
  });

  it('leaves new pages to the browser while two renders are running, rather than queueing them', async () => {
    const answers = await Promise.all(
      ['/service/slow-1', '/service/slow-2', '/service/slow-3'].map((url) => api.request(url)),
    );
    const plain = answers.filter(({ body }) => body === browserPage([...START, ...SERVICE_DETAIL]));
    expect(plain).toHaveLength(1);
    expect((await api.request('/service/slow-3')).body).toBe(prerendered('/service/slow-3'));
  });

  it("answers the browser's document when rendering fails, and tries again on the next visit", async () => {
    expect((await api.request('/help')).body).toBe(browserPage(START));
    expect((await api.request('/help')).body).toBe(
      INDEX_HTML.replace('</head>', `${pageCode(LATER_STEPS)}</head>`).replace(
        '<div id="root"></div>',
        '<div id="root"><h1>Ayuda</h1></div>',
      ),
    );
  });
});

describe("the browser's document while the server's settings cannot be had", () => {
  let webDist: string;
  let api: TestApp;

  beforeAll(async () => {
    ({ webDist, api } = await startWithRenderer(renderer(1)));
  });
  afterAll(async () => {
    await api?.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('is index.html with its preloads alone, and brings them once they come', async () => {
    expect((await api.request('/dashboard')).body).toBe(browserPage([...START, AUTH], ''));
    expect((await api.request('/dashboard')).body).toBe(browserPage([...START, AUTH]));
    const nowhere = await api.request('/nowhere');
    expect(nowhere.status).toBe(404);
    expect(nowhere.body).toBe(browserPage(START));
  });
});
