// Inter, self-hosted: the variable font's faces are split by unicode-range, so Spanish pages download
// only the Latin file; the theme's metric-matched fallback keeps the layout still until it arrives.
import '@fontsource-variable/inter/wght.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
