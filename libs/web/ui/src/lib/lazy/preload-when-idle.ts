/**
 * Starts `load` once the browser is idle after the first screen (at most 2 s later), so code that the
 * first paint does not need, such as the toasts, arrives without delaying it and is there before it is
 * needed, also when the connection drops afterwards. Returns a function that cancels it.
 */
export function preloadWhenIdle(load: () => Promise<unknown>): () => void {
  // A failed preload is not an error: rendering loads the chunk again and shows the failure, if any.
  const run = () => void load().catch(() => undefined);
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(run, 1000);
  return () => window.clearTimeout(handle);
}
