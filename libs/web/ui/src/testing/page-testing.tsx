/**
 * Page-test helpers for the web feature libraries, imported by specs only (@changas/web/ui/testing):
 * a stubbed `fetch` answering the API's JSON envelope per "METHOD /api/path" (so the real
 * data-access client and hooks run), and a render inside the app's providers with a route that
 * shows where the page navigated.
 */
import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ChangasThemeProvider } from '../lib/theme/ChangasThemeProvider';

// Page tests drive whole forms (wizards of many fields) through the real client in jsdom: on two
// busy cores one such test has taken over 20 s, so give them room; the assertions are unchanged.
configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(60_000);

export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
  authorization?: string;
}

export interface ApiReply {
  status: number;
  body?: unknown;
}

/** `'network-error'` makes fetch reject as a dropped connection does. */
export type ApiAnswer = ApiReply | 'network-error' | Promise<ApiReply>;
export type ApiRoute = ApiAnswer | ((call: ApiCall) => ApiAnswer);
export type ApiRoutes = Record<string, ApiRoute>;

export const ok = (data: unknown, message?: string): ApiReply => ({
  status: 200,
  body: { success: true, data, ...(message ? { message } : {}) },
});

export const failure = (
  status: number,
  code: string,
  error: string,
  errors?: Record<string, string>,
): ApiReply => ({
  status,
  body: { success: false, code, error, ...(errors ? { errors } : {}) },
});

/** A Response as far as the API client reads one (jsdom has no fetch of its own); no body is not JSON. */
const jsonResponse = ({ status, body }: ApiReply) =>
  ({
    ok: status >= 200 && status < 300,
    status,
    json: async () => {
      if (body === undefined) throw new SyntaxError('Unexpected end of JSON input');
      return body;
    },
  }) as Response;

/** Replaces global fetch; unknown routes answer 404. Returns the recorded calls. */
export function stubApi(routes: ApiRoutes) {
  const calls: ApiCall[] = [];
  const fetchStub = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const headers = (init?.headers ?? {}) as Record<string, string>;
    const call: ApiCall = {
      method: init?.method ?? 'GET',
      path: String(input),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      authorization: headers['Authorization'],
    };
    calls.push(call);
    const route = routes[`${call.method} ${call.path}`];
    const answer = typeof route === 'function' ? route(call) : route;
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    return jsonResponse(
      (await answer) ?? failure(404, 'COMMON.NOT_FOUND', 'El recurso solicitado no existe.'),
    );
  });
  global.fetch = fetchStub as unknown as typeof fetch;
  return {
    calls,
    callsTo: (key: string) => calls.filter((call) => `${call.method} ${call.path}` === key),
  };
}

/** '/services?page=2' as the pathname and search a router location holds. */
function locationOf(url: string) {
  const { pathname, search } = new URL(url, 'http://localhost');
  return { pathname, search };
}

function CurrentLocation() {
  const location = useLocation();
  return <output aria-label="Ubicación actual">{location.pathname}</output>;
}

export interface RenderPageOptions {
  /** The route pattern the page is mounted on, e.g. '/reset-password/:token'. */
  path: string;
  /** The URL visited; the pattern itself by default. */
  url?: string;
  /** History state, e.g. `{ from: { pathname: '/profile' } }` set by the guard. */
  state?: unknown;
}

/** Renders a page as the app does; any navigation away shows 'Ubicación actual' with the new path. */
export function renderPage(page: ReactElement, { path, url = path, state }: RenderPageOptions) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <ChangasThemeProvider>
        <MemoryRouter initialEntries={[{ ...locationOf(url), state }]}>
          <Routes>
            <Route path={path} element={page} />
            <Route path="*" element={<CurrentLocation />} />
          </Routes>
        </MemoryRouter>
      </ChangasThemeProvider>
    </QueryClientProvider>,
  );
  return { ...view, queryClient };
}
