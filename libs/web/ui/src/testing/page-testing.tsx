/**
 * Page-test helpers for the web feature libraries, imported by specs only (@changas/web/ui/testing):
 * the stubbed API of ./api-stub as a jest.fn `fetch`, and a render inside the app's providers with
 * a route that shows where the page navigated.
 */
import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ChangasThemeProvider } from '../lib/theme/ChangasThemeProvider';
import { apiStub, type ApiRoutes } from './api-stub';

export * from './api-stub';

// Page tests drive whole forms (wizards of many fields) through the real client in jsdom: on two
// busy cores one such test has taken over 20 s, so give them room; the assertions are unchanged.
configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(60_000);
// The app loads the toasts' look when idle; here it is compiled up front, so a cold transform cache on a
// busy machine is never inside a wait for a toast (a fresh clone's CI once spent over 10 s there).
beforeAll(() => import('../lib/toast/ToastList'));

/** Replaces global fetch with a jest.fn answering `routes`; unknown routes answer 404. Returns the recorded calls. */
export function stubApi(routes: ApiRoutes) {
  const api = apiStub(routes);
  global.fetch = jest.fn(api.fetch) as unknown as typeof fetch;
  return { calls: api.calls, callsTo: api.callsTo };
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
