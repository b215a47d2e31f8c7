// Inter, self-hosted: the variable font's faces are split by unicode-range, so Spanish pages download
// only the Latin file; the theme's metric-matched fallback keeps the layout still until it arrives.
import '@fontsource-variable/inter/wght.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';

const root = createRoot(document.getElementById('root') as HTMLElement);
// A transition renders in slices that yield to the browser: no single long task while the first
// screen is built, so input stays responsive during start-up.
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
