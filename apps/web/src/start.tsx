import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

/** Ends the current task, so the browser may paint or answer input before the next start-up step. */
const yieldToBrowser = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Starts the app as several short tasks rather than one long one: React (evaluated with this module),
 * the styles and theme, the app's own modules, the screen, adopting the styles and answers; React then
 * renders in a transition, in slices that yield too. Each step's code is one file (tools/build/start-chunks.mjs).
 */
export async function start() {
  const container = document.getElementById('root') as HTMLElement;
  await yieldToBrowser();
  await import('./app/browser-styles');
  await yieldToBrowser();
  const { createApp, firstScreenHere, prefetchScreensOnIntent } = await import('./app/browser-app');
  prefetchScreensOnIntent();
  await yieldToBrowser();
  // Made before the screen's code is awaited: the app asks for the screen's data as it is made.
  const app = createApp();
  // React renders once the first screen's code is here (the document asked for it): a prerendered page is then
  // adopted in one pass (a screen still loading would be hydrated apart, in one task), and a page the browser
  // draws alone shows its screen in its first paint, not the app's loader first. A failed load is left to the
  // render, which tries again and shows the route's error.
  await firstScreenHere()
    .preload()
    .catch(() => undefined);
  if (!container.hasChildNodes()) return startTransition(() => void createRoot(container).render(app));
  // The server prerendered this page and it is on screen: React adopts its markup instead of building it again.
  await yieldToBrowser();
  startTransition(() => void hydrateRoot(container, app));
}
