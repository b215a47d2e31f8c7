import { Suspense } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { retryTransientOnce } from '@changas/web/data-access';
import { ChangasThemeProvider, PageLoader, ToastProvider } from '@changas/web/ui';
import { AppRoutes } from './router';
import { TransitionRouter } from './transition-router';

const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, retry: retryTransientOnce, refetchOnWindowFocus: false } },
});

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <ChangasThemeProvider>
        <ToastProvider>
          <TransitionRouter>
            {/* The first screen shows with its shell, never the footer before the content (no layout
                shift); later navigations are transitions, so the current page stays until the next is ready. */}
            <Suspense fallback={<PageLoader />}>
              <AppRoutes />
            </Suspense>
          </TransitionRouter>
        </ToastProvider>
      </ChangasThemeProvider>
    </QueryClientProvider>
  );
}
