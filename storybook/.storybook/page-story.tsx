import { useEffect, useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Route, Routes, useLocation } from 'react-router-dom';
import Typography from '@mui/material/Typography';
import { favoritesStore, sessionStore } from '@changas/web/data-access';
import { ToastProvider } from '@changas/web/ui';
import { apiStub, type PageStoryParameters } from '@changas/web/ui/storybook';

/** Any usable token: the stubbed API never checks it, the session only needs one. */
const STORY_TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.historia';

/** Sets what the page reads before its first render: the stubbed fetch, the session, no favourites. */
function prepare({ api, session }: PageStoryParameters) {
  const stub = apiStub(api);
  const previousFetch = globalThis.fetch;
  globalThis.fetch = stub.fetch;
  if (session) sessionStore.save(STORY_TOKEN, session);
  else sessionStore.clear();
  favoritesStore.replace([]);
  return {
    install: () => {
      globalThis.fetch = stub.fetch;
    },
    restore: () => {
      if (globalThis.fetch === stub.fetch) globalThis.fetch = previousFetch;
    },
  };
}

/** Where a link or a redirect of the page went: the story shows it instead of an empty canvas. */
function LeftThePage() {
  return (
    <Typography component="p" sx={{ p: 3 }}>
      La página llevó a <code>{useLocation().pathname}</code>.
    </Typography>
  );
}

/**
 * A page story (`parameters.api`): the real page against the stubbed API, with its own session,
 * a fresh query cache and the app's toasts, mounted on its route pattern so useParams works.
 */
export function PageStory({
  parameters,
  children,
}: {
  parameters: PageStoryParameters;
  children: ReactNode;
}) {
  const [stub] = useState(() => prepare(parameters));
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } }),
  );
  useEffect(() => {
    stub.install();
    return stub.restore;
  }, [stub]);
  const path = parameters.path ?? new URL(parameters.route ?? '/', 'http://localhost').pathname;
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <Routes>
          <Route path={path} element={children} />
          <Route path="*" element={<LeftThePage />} />
        </Routes>
      </ToastProvider>
    </QueryClientProvider>
  );
}
