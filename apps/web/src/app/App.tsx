import { RouterProvider } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { retryTransientOnce } from '@changas/web/data-access';
import { ChangasThemeProvider, ToastProvider } from '@changas/web/ui';
import { router } from './router';

const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, retry: retryTransientOnce, refetchOnWindowFocus: false } },
});

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <ChangasThemeProvider>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </ChangasThemeProvider>
    </QueryClientProvider>
  );
}
