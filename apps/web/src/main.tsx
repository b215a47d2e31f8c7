// Inter, self-hosted: the variable font's faces are split by unicode-range, so Spanish pages download
// only the Latin file; the theme's metric-matched fallback keeps the layout still until it arrives.
import '@fontsource-variable/inter/wght.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, createQueryClient } from './app/App';
import { restorePrerenderedQueries } from './app/prerendered-queries';
import { TransitionRouter } from './app/transition-router';

const container = document.getElementById('root') as HTMLElement;
const queryClient = createQueryClient();
restorePrerenderedQueries(queryClient);
const app = (
  <StrictMode>
    <App queryClient={queryClient} router={TransitionRouter} />
  </StrictMode>
);
// A transition renders in slices that yield to the browser: no single long task while the first
// screen is built, so input stays responsive during start-up. A page the server prerendered is
// already on screen: React adopts its markup instead of building it again.
startTransition(() => {
  if (container.hasChildNodes()) hydrateRoot(container, app);
  else createRoot(container).render(app);
});
