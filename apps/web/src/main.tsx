// Inter, self-hosted: the variable font's faces are split by unicode-range, so Spanish pages download
// only the Latin file; the theme's metric-matched fallback keeps the layout still until it arrives.
import '@fontsource-variable/inter/wght.css';
import { prefetchPageCode } from './app/page-code';

/** Resolves once the browser has drawn a frame; a hidden tab, which draws none, does not wait for one. */
const afterNextPaint = () =>
  new Promise<void>((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 100);
  });

// The entry runs nothing heavy: a prerendered page paints first, and the app's code starts after that
// (start.tsx), while the code its later steps and the page's screen run arrives beside it.
void afterNextPaint()
  .then(() => {
    const starting = import('./start');
    prefetchPageCode();
    return starting;
  })
  .then(({ start }) => start());
