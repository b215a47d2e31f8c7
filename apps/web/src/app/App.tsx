import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { retryTransientOnce } from '@changas/web/data-access';
import { ChangasThemeProvider, ToastProvider } from '@changas/web/ui';
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
            <AppRoutes />
          </TransitionRouter>
        </ToastProvider>
      </ChangasThemeProvider>
    </QueryClientProvider>
  );
}
