/** The script element listing the code of a prerendered page's screen. */
const ELEMENT_ID = 'changas-screen-code';

/**
 * The files of a prerendered page's screen (the build's list, tools/build/start-chunks.mjs) as a JSON
 * data block for the document's head; the API adds it, since only it reads the build's lists.
 */
export function screenCodeScript(files: readonly string[]): string {
  return `<script type="application/json" id="${ELEMENT_ID}">${JSON.stringify(files)}</script>`;
}

/**
 * Fetches the listed screen code into the browser's cache without running it, so that hydration, which
 * finds the screen's modules import by import, reads each from the cache instead of waiting a round
 * trip for it. Prefetching compiles nothing: modulepreload links did, in one long task that cost
 * Lighthouse's phone score of /services 30 points.
 */
export function prefetchScreenCode(): void {
  const element = document.getElementById(ELEMENT_ID);
  if (!element?.textContent) return;
  for (const file of JSON.parse(element.textContent) as string[]) {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = `/${file}`;
    // Module scripts are fetched in CORS mode, with an Origin header the server's answers vary on: a
    // prefetch in another mode would be a cache entry they cannot reuse.
    link.crossOrigin = '';
    document.head.append(link);
  }
}
