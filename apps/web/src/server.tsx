// The server's entry: the first screen of a public page as HTML, with the answers of the API it shows,
// so its content is on screen before the JavaScript has arrived; the browser then hydrates it
// (main.tsx). Built by `vite build --ssr` into one CommonJS file that the API loads (apps/api serve-web-app).
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import type { Query, QueryClient } from '@tanstack/react-query';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { ApiError, appConfigQuery, sendApiCallsThrough } from '@changas/web/data-access';
import { createStyleCache, PRERENDERED_STYLES_ATTRIBUTE, ServerPageTitle } from '@changas/web/ui';
import { App, createQueryClient } from './app/App';
import { queriesScript } from './app/prerendered-queries';
import { firstScreenAt, publicScreenAt } from './app/router';

export { isRoute } from './app/router';
export { pageCodeScript } from './app/page-code';

/** The workspace library of the screen a document opened at `pathname` shows first: its chunks are preloaded. */
export const firstScreenLibraryAt = (pathname: string, signedIn: boolean): string =>
  firstScreenAt(pathname, signedIn).library;

/** Rounds of "draw, then fetch what the drawing asked for": a query may wait for another's answer. */
const DATA_ROUNDS = 3;

export interface RenderedPage {
  /** The style tags of the page's rules and its answers' data block, for the document's head. */
  readonly head: string;
  /** The markup of #root. */
  readonly body: string;
  /** The document's title, as the page sets it once mounted; undefined for a page that sets none. */
  readonly title?: string;
  /** 404 when the API does not know what the page shows (a service or a provider that does not exist). */
  readonly status?: number;
}

export interface RenderOptions {
  /** Answers the app's API calls ('/api/…') in-process. */
  readonly fetchApi: typeof fetch;
}

/** Whether the component that asked for the query lets it run (a query waiting for another does not yet). */
function isEnabled(query: Query): boolean {
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  return (typeof enabled === 'function' ? enabled(query) : enabled) !== false;
}

async function draw(url: string, queryClient: QueryClient) {
  const cache = createStyleCache();
  const emotion = createEmotionServer(cache);
  const AtLocation = ({ children }: { children: ReactNode }) => (
    <StaticRouter location={url}>{children}</StaticRouter>
  );
  // A component that fails on the server would leave the browser to render it: the caller serves the plain page instead.
  const errors: unknown[] = [];
  let title: string | undefined;
  const { prelude } = await prerenderToNodeStream(
    <ServerPageTitle.Provider value={(pageTitle) => void (title = pageTitle)}>
      <CacheProvider value={cache}>
        <App queryClient={queryClient} router={AtLocation} />
      </CacheProvider>
    </ServerPageTitle.Provider>,
    { onError: (error) => void errors.push(error) },
  );
  if (errors.length) throw errors[0];
  let body = '';
  for await (const chunk of prelude) body += String(chunk);
  return {
    body,
    title,
    // Every rule the drawing inserted, not only those of the classes in the markup: a styled component that
    // wraps another composes both into one class, and the browser's hydration would insert the wrapper's own
    // rules, hundreds on a page, in its longest task, unless the head already lists them.
    styles: emotion
      .extractCriticalToChunks(
        Object.keys(cache.inserted)
          .map((id) => `${cache.key}-${id}`)
          .join(' '),
      )
      .styles.map(
        ({ key, ids, css }) =>
          `<style ${PRERENDERED_STYLES_ATTRIBUTE}="${[key, ...ids].join(' ')}">${css}</style>`,
      )
      .join(''),
  };
}

/**
 * The page at `url` (path and query) as the browser's first render would draw it with the API's
 * current answers, or null for a page kept to the browser. A failed answer is left out: the browser
 * asks for it again, showing its loading state meanwhile, exactly as the server drew it.
 */
export async function renderPage(url: string, { fetchApi }: RenderOptions): Promise<RenderedPage | null> {
  const { pathname } = new URL(url, 'http://changas.invalid');
  // Private pages depend on the session, which only the browser knows.
  if (!publicScreenAt(pathname)) return null;
  sendApiCallsThrough(fetchApi);

  const queryClient = createQueryClient();
  const asked = new Set<string>();
  let page = await draw(url, queryClient);
  let notFound = false;
  for (let round = 0; round < DATA_ROUNDS; round++) {
    // The queries the drawing mounted that have not been asked yet (the server's useQuery fetches nothing).
    const queries = queryClient
      .getQueryCache()
      .findAll({ predicate: (query) => query.state.status === 'pending' && !asked.has(query.queryHash) })
      .filter(isEnabled);
    if (!queries.length) break;
    queries.forEach((query) => asked.add(query.queryHash));
    await Promise.all(
      queries.map(({ queryKey, options }) =>
        queryClient.prefetchQuery({ queryKey, queryFn: options.queryFn, retry: false }),
      ),
    );
    notFound ||= queryClient
      .getQueryCache()
      .findAll({ predicate: (query) => query.state.status === 'error' })
      .some(({ state }) => state.error instanceof ApiError && state.error.status === 404);
    queryClient.removeQueries({ predicate: (query) => query.state.status === 'error' });
    page = await draw(url, queryClient);
  }
  // The server's settings come in the document too, so the browser does not ask for them as it starts (browser-app).
  await queryClient.prefetchQuery({ ...appConfigQuery, retry: false });
  return {
    body: page.body,
    title: page.title,
    head: page.styles + queriesScript(queryClient),
    ...(notFound && { status: 404 }),
  };
}

/**
 * The head of a document whose page the browser renders alone (a private page, a signed-in visitor): the
 * server's settings, as a prerendered page brings them. Rejects when they do not come.
 */
export async function browserPageHead({ fetchApi }: RenderOptions): Promise<string> {
  sendApiCallsThrough(fetchApi);
  const queryClient = createQueryClient();
  await queryClient.fetchQuery({ ...appConfigQuery, retry: false });
  return queriesScript(queryClient);
}
