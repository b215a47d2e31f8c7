/** The script element listing the code a prerendered page runs after its entry. */
const ELEMENT_ID = 'changas-page-code';

/**
 * The files a prerendered page runs after its entry, as a JSON data block for the document's head: the
 * start-up's later steps and the page's screen (the build's lists, tools/build/start-chunks.mjs). The API
 * adds it, since only it reads those lists.
 */
export function pageCodeScript(files: readonly string[]): string {
  return `<script type="application/json" id="${ELEMENT_ID}">${JSON.stringify(files)}</script>`;
}

/**
 * Fetches the listed code into the browser's cache without running it, so that the start-up, which imports
 * its steps one after another, and hydration, which finds the screen's modules import by import, read each
 * from the cache instead of waiting a round trip for it. Prefetching compiles nothing: modulepreload links
 * did, in one long task that cost Lighthouse's phone score of /services 30 points.
 */
export function prefetchPageCode(): void {
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
