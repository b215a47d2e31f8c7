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

/** Ends the current task, so the browser may paint or answer input before the next start-up step. */
const yieldToBrowser = () => new Promise((resolve) => setTimeout(resolve, 0));

function createApp() {
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

// Start-up runs as several short tasks rather than one long one (evaluating the modules, loading the
// screen, adopting the styles and answers), and React renders in a transition, in slices that yield too.
async function start() {
  const container = document.getElementById('root') as HTMLElement;
  await yieldToBrowser();
  if (!container.hasChildNodes())
    return startTransition(() => void createRoot(container).render(createApp()));
  // The server prerendered this page and it is on screen: React adopts its markup instead of building it
  // again, once the screen's code is here (a screen still loading would be hydrated apart, in one task).
  await publicScreenAt(location.pathname)?.preload();
  await yieldToBrowser();
  const app = createApp();
  await yieldToBrowser();
  startTransition(() => void hydrateRoot(container, app));
}
void start();
