import { screenAt } from './router';

/** A pointer resting on a link, a finger touching it, the keyboard reaching it: a click may follow. */
const INTENTS = ['pointerover', 'touchstart', 'focusin'] as const;

/**
 * Loads the code of a link's screen as soon as the visitor shows the intent to follow it, 100–300 ms
 * before the click. A screen's chunks are not preloaded with its import (see tools/build/start-chunks.mjs):
 * the browser finds them import by import, which on a slow connection costs a round trip for each level.
 */
export function prefetchScreensOnIntent(): void {
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.origin !== location.origin) return;
    // A failed load is only a missed head start: following the link loads the screen again.
    screenAt(link.pathname)
      ?.preload()
      .catch(() => undefined);
  };
  for (const intent of INTENTS) document.addEventListener(intent, onIntent, { capture: true, passive: true });
}
