import { StrictMode } from 'react';
import { CacheProvider } from '@emotion/react';
import { App, createQueryClient } from './App';
import { restorePrerenderedQueries } from './prerendered-queries';
import { createStyleCache } from '@changas/web/ui';
import { TransitionRouter } from './transition-router';

export { publicScreenAt } from './router';
export { prefetchScreensOnIntent } from './prefetch-on-intent';

/** The app as the browser runs it: its history, and the answers and styles a prerendered page came with. */
export function createApp() {
  const queryClient = createQueryClient();
  restorePrerenderedQueries(queryClient);
  return (
    <StrictMode>
      <CacheProvider value={createStyleCache()}>
        <App queryClient={queryClient} router={TransitionRouter} />
      </CacheProvider>
    </StrictMode>
  );
}
