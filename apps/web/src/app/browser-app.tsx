import { StrictMode } from 'react';
import { CacheProvider } from '@emotion/react';
import { App, createQueryClient } from './App';
import { restorePrerenderedQueries } from './prerendered-queries';
import { appConfigQuery, favoriteIdsQuery, sessionStore } from '@changas/web/data-access';
import { createStyleCache } from '@changas/web/ui';
import { askFirstScreenData, firstScreenAt } from './router';
import { TransitionRouter } from './transition-router';

export { prefetchScreensOnIntent } from './prefetch-on-intent';

const isSignedIn = () => sessionStore.getSnapshot() !== null;

/** The screen this document shows first, for the session the browser holds (RequireAuth's). */
export const firstScreenHere = () => firstScreenAt(location.pathname, isSignedIn());

/**
 * The app as the browser runs it: its history, and the answers and styles a prerendered page came with. It
 * asks at once for what the first screen and the shell will show, so the answers travel while they render.
 */
export function createApp() {
  const queryClient = createQueryClient();
  restorePrerenderedQueries(queryClient);
  // Asked now, the settings are in before any screen that shows them is drawn (app-config.query.ts); a
  // prerendered page brought them (server.tsx), and then this asks nothing.
  void queryClient.prefetchQuery(appConfigQuery);
  if (isSignedIn()) {
    // The shell merges the saved services of every signed-in page (useFavoritesSync).
    void queryClient.prefetchQuery(favoriteIdsQuery);
    askFirstScreenData(queryClient, location);
  }
  return (
    <StrictMode>
      <CacheProvider value={createStyleCache()}>
        <App queryClient={queryClient} router={TransitionRouter} />
      </CacheProvider>
    </StrictMode>
  );
}
