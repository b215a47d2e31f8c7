import { existsSync } from 'node:fs';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import { Logger } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { ANSWER_FRESH_MS, SESSION_COOKIE } from '@changas/shared/contracts';
import { escapeHtml } from '@changas/shared/util';

/** The web app's server entry (apps/web/src/server.tsx). */
interface WebRenderer {
  renderPage(
    url: string,
    options: { fetchApi: typeof fetch },
  ): Promise<{
    readonly head: string;
    readonly body: string;
    readonly title?: string;
    readonly status?: number;
  } | null>;
  /** The head of a document the browser renders alone: the server's settings. Rejects when they do not come. */
  browserPageHead(options: { fetchApi: typeof fetch }): Promise<string>;
  /** The workspace library of the screen a document opened at `pathname` shows first. */
  firstScreenLibraryAt(pathname: string, signedIn: boolean): string;
  /** Whether one of the app's routes answers the path; any other draws the not-found page. */
  isRoute(pathname: string): boolean;
  /** The files a prerendered page runs after its entry, as a data block for its head (page-code.ts). */
  pageCodeScript(files: readonly string[]): string;
}

const ROOT_ELEMENT = '<div id="root"></div>';
const HEAD_END = '</head>';
const TITLE_ELEMENT = /<title>[^<]*<\/title>/;
/** Pages kept rendered, by path and query: a render costs tens of milliseconds, a hit nothing. */
const CACHED_PAGES = 500;
/** How long a rendered page is answered as it is. An older one is still answered while it renders again… */
const PAGE_TTL_MS = 10_000;
/**
 * …up to this age; an older one is rendered again before it is answered. Its answers would be past the
 * app's staleTime as it hydrates: the browser would ask for them again and redraw the page under its reader
 * (a service paused since, a new one in the list), after showing data of whenever the page was last asked.
 */
const PAGE_MAX_AGE_MS = ANSWER_FRESH_MS - 10_000;
/**
 * Renders running at once. A render takes tens of milliseconds of CPU: past this, a page that is not kept
 * is left to the browser instead of queueing, so a flood of new URLs cannot hold the API's CPU.
 */
const RENDERS_AT_ONCE = 2;
/**
 * The build's preload lists (tools/build/start-chunks.mjs): the start-up files index.html does not list,
 * and per screen library its chunks beyond those.
 */
export interface Preloads {
  readonly start: readonly string[];
  /** The start-up files past its first step's, which the app imports one step after another. */
  readonly laterSteps: readonly string[];
  readonly libraries: Readonly<Record<string, readonly string[]>>;
}

/** A monotonic clock in milliseconds (`performance`). */
interface Clock {
  now(): number;
}

/** Cached like a page: the renderer leaves this URL to the browser. */
const BROWSER_ONLY = Symbol('browser only');
const SESSION = new RegExp(`(?:^|;)\\s*${SESSION_COOKIE}=[^;\\s]`);
const hasSession = (cookieHeader: string | undefined) => !!cookieHeader && SESSION.test(cookieHeader);

const pathnameOf = (url: string) => new URL(url, 'http://changas.invalid').pathname;

type PageEncoding = 'br' | 'gzip';
const encodings = new Negotiator<PageEncoding>({ supportedValues: ['br', 'gzip'] });

/** A prerendered document, compressed once per encoding a client asks for. */
export class PrerenderedPage {
  private readonly compressed = new Map<PageEncoding, Buffer>();

  /** `status`: 404 for a page of something the API does not know. */
  constructor(
    readonly html: string,
    readonly status = 200,
  ) {}

  /** The document for a request's Accept-Encoding, and the encoding it is in (null: as is). */
  encodedFor(acceptEncoding: string | undefined): { encoding: PageEncoding | null; body: Buffer | string } {
    const encoding = acceptEncoding ? encodings.negotiate(acceptEncoding) : null;
    if (!encoding) return { encoding, body: this.html };
    let body = this.compressed.get(encoding);
    if (!body) {
      body =
        encoding === 'br'
          ? // Quality 5 compresses a page about as well as 11 in a fraction of the time.
            brotliCompressSync(this.html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } })
          : gzipSync(this.html);
      this.compressed.set(encoding, body);
    }
    return { encoding, body };
  }
}

/**
 * The public pages with their first screen already in the HTML (rendered by the web app's own server
 * entry into index.html), so a visitor reads them before the JavaScript has arrived, and the list of the
 * code it runs after its entry, which the browser fetches once it has drawn the page. Only anonymous
 * visitors get them: a session changes the header, and only the browser knows its user.
 */
export class PrerenderedPages {
  private readonly logger = new Logger('PrerenderedPages');
  private rendering = 0;
  /** The head of the pages the browser renders alone, asked once: the settings it brings are fixed at start-up. */
  private settingsHead?: Promise<string>;
  /** The documents of the pages the browser renders alone, by the library of the screen they show first. */
  private readonly browserPages = new Map<string, { found: PrerenderedPage; notFound: PrerenderedPage }>();
  // fetch() renders a page once however many ask for it meanwhile, and answers a stale one while renewing it.
  private readonly pages: LRUCache<string, PrerenderedPage | typeof BROWSER_ONLY>;

  private constructor(
    private readonly renderer: WebRenderer,
    private readonly fetchApi: typeof fetch,
    private readonly documentStart: string,
    private readonly documentEnd: string,
    private readonly preloads: Preloads,
    clock: Clock,
  ) {
    this.pages = new LRUCache({
      max: CACHED_PAGES,
      ttl: PAGE_TTL_MS,
      // Each read asks the clock, instead of lru-cache setting a timer every millisecond to forget it.
      ttlResolution: 0,
      perf: clock,
      allowStale: true,
      fetchMethod: (url) => this.render(url),
    });
  }

  /**
   * Null when the renderer is not built or index.html has no empty root to fill. `fetchApi` answers the
   * pages' API calls; `clock`, in milliseconds, ages the kept pages.
   */
  static load(
    rendererPath: string,
    indexHtml: string,
    preloads: Preloads,
    fetchApi: typeof fetch,
    clock: Clock = performance,
  ): PrerenderedPages | null {
    const [documentStart, documentEnd, ...rest] = indexHtml.split(ROOT_ELEMENT);
    if (
      !existsSync(rendererPath) ||
      documentEnd === undefined ||
      rest.length ||
      !documentStart.includes(HEAD_END)
    )
      return null;
    // Required at run time, outside the API's bundle; getBuiltinModule keeps webpack from resolving it.
    const requireAtRunTime = process.getBuiltinModule('node:module').createRequire(__filename);
    const renderer = requireAtRunTime(rendererPath) as WebRenderer;
    return new PrerenderedPages(renderer, fetchApi, documentStart, documentEnd, preloads, clock);
  }

  /** The page for `url`, or null when it is to be rendered by the browser alone. */
  async forRequest(url: string, cookieHeader: string | undefined): Promise<PrerenderedPage | null> {
    if (hasSession(cookieHeader)) return null;
    if (this.rendering >= RENDERS_AT_ONCE && !this.pages.has(url)) return null;
    // The TTL left goes below zero as a kept page ages past it.
    const tooOld = this.pages.getRemainingTTL(url) < PAGE_TTL_MS - PAGE_MAX_AGE_MS;
    const page = await this.pages.fetch(url, { allowStale: !tooOld });
    return page instanceof PrerenderedPage ? page : null;
  }

  /**
   * The document of a page the browser renders alone: index.html with the server's settings (without them
   * while they cannot be had) and its code preloaded, the start-up's and the screen's it shows first, which
   * the browser would otherwise find import by import. A 404 for a path no route answers.
   */
  async forBrowser(url: string, cookieHeader: string | undefined): Promise<PrerenderedPage> {
    const pathname = pathnameOf(url);
    const library = this.renderer.firstScreenLibraryAt(pathname, hasSession(cookieHeader));
    let documents = this.browserPages.get(library);
    if (!documents) {
      const settings = await this.settings();
      documents = this.browserDocuments(settings ?? '', library);
      if (settings !== undefined) this.browserPages.set(library, documents);
    }
    return this.renderer.isRoute(pathname) ? documents.found : documents.notFound;
  }

  /** The settings' head, or undefined (logged) when they cannot be had: the next page asks again. */
  private async settings(): Promise<string | undefined> {
    this.settingsHead ??= this.renderer.browserPageHead({ fetchApi: this.fetchApi });
    try {
      return await this.settingsHead;
    } catch (error) {
      this.settingsHead = undefined;
      this.logger.error(`Sin los ajustes del servidor en el documento: ${String(error)}`);
      return undefined;
    }
  }

  private browserDocuments(settings: string, library: string) {
    const files = new Set([...this.preloads.start, ...(this.preloads.libraries[library] ?? [])]);
    const links = [...files].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('');
    const html = `${this.documentStart.replace(HEAD_END, `${settings}${links}${HEAD_END}`)}${ROOT_ELEMENT}${this.documentEnd}`;
    return { found: new PrerenderedPage(html), notFound: new PrerenderedPage(html, 404) };
  }

  /** Undefined when rendering failed: nothing is kept, the browser renders the page, the next request tries again. */
  private async render(url: string): Promise<PrerenderedPage | typeof BROWSER_ONLY | undefined> {
    this.rendering++;
    try {
      const rendered = await this.renderer.renderPage(url, { fetchApi: this.fetchApi });
      if (!rendered) return BROWSER_ONLY;
      const title = rendered.title && `<title>${escapeHtml(rendered.title)}</title>`;
      const screenFiles = this.preloads.libraries[this.renderer.firstScreenLibraryAt(pathnameOf(url), false)];
      const pageFiles = [...this.preloads.laterSteps, ...(screenFiles ?? [])];
      const pageCode = pageFiles.length ? this.renderer.pageCodeScript(pageFiles) : '';
      const start = this.documentStart
        .replace(TITLE_ELEMENT, (indexTitle) => title || indexTitle)
        .replace(HEAD_END, `${rendered.head}${pageCode}${HEAD_END}`);
      return new PrerenderedPage(
        `${start}<div id="root">${rendered.body}</div>${this.documentEnd}`,
        rendered.status,
      );
    } catch (error) {
      this.logger.error(`No se pudo prerenderizar ${url}: ${(error as Error).stack ?? String(error)}`);
      return undefined;
    } finally {
      this.rendering--;
    }
  }
}
