// Inter, self-hosted: the variable font's faces are split by unicode-range, so Spanish pages download
// only the Latin file; the theme's metric-matched fallback keeps the layout still until it arrives.
import '@fontsource-variable/inter/wght.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { CacheProvider } from '@emotion/react';
import { App, createQueryClient } from './app/App';
import { restorePrerenderedQueries } from './app/prerendered-queries';
import { publicScreenAt } from './app/router';
import { createStyleCache } from './app/style-cache';
import { TransitionRouter } from './app/transition-router';

const container = document.getElementById('root') as HTMLElement;
const queryClient = createQueryClient();
restorePrerenderedQueries(queryClient);
const app = (
  <StrictMode>
    <CacheProvider value={createStyleCache()}>
      <App queryClient={queryClient} router={TransitionRouter} />
    </CacheProvider>
  </StrictMode>
);
// A transition renders in slices that yield to the browser: no single long task while the first
// screen is built, so input stays responsive during start-up.
async function start() {
  if (!container.hasChildNodes()) return startTransition(() => void createRoot(container).render(app));
  // The server prerendered this page and it is on screen: React adopts its markup instead of building it
  // again, once the screen's code is here (a screen still loading would be hydrated apart, in one task).
  await publicScreenAt(location.pathname)?.preload();
  startTransition(() => void hydrateRoot(container, app));
}
void start();
