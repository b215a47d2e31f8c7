import { type ComponentType, type ReactNode, Suspense, useEffect } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ANSWER_FRESH_MS } from '@changas/shared/contracts';
import { retryOnMountUnlessRefused, retryTransientOnce } from '@changas/web/data-access';
import { ChangasThemeProvider, PageLoader, ToastProvider } from '@changas/web/ui';
import { AppRoutes } from './router';

export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: ANSWER_FRESH_MS,
        retry: retryTransientOnce,
        retryOnMount: retryOnMountUnlessRefused,
        refetchOnWindowFocus: false,
      },
    },
  });

/**
 * Marks the document `data-interactive` once the first screen answers input: a prerendered page shows
 * before React has taken it over (hydrated), and what is typed or clicked before then is lost.
 */
function MarkInteractive() {
  useEffect(() => {
    document.documentElement.dataset.interactive = '';
  }, []);
  return null;
}

interface AppProps {
  readonly queryClient: QueryClient;
  /** The browser's history on the client; a fixed location when the server prerenders a page. */
  readonly router: ComponentType<{ children: ReactNode }>;
}

export function App({ queryClient, router: Router }: AppProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <ChangasThemeProvider>
        <ToastProvider>
          <Router>
            {/* The first screen shows with its shell, never the footer before the content (no layout
                shift); later navigations are transitions, so the current page stays until the next is ready. */}
            <Suspense fallback={<PageLoader />}>
              <AppRoutes />
              <MarkInteractive />
            </Suspense>
          </Router>
        </ToastProvider>
      </ChangasThemeProvider>
    </QueryClientProvider>
  );
}
