import { dehydrate, hydrate, type QueryClient } from '@tanstack/react-query';

/** The script element carrying the answers a prerendered page was drawn with. */
const ELEMENT_ID = 'changas-queries';

/**
 * The successful answers in `queryClient` as a JSON data block for the document's head. Not a script
 * that runs (the CSP allows none inline); '<' is escaped so a service's text cannot close the element.
 */
export function queriesScript(queryClient: QueryClient): string {
  const json = JSON.stringify(dehydrate(queryClient)).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${ELEMENT_ID}">${json}</script>`;
}

/** Puts a prerendered page's answers in the browser's cache, so hydration draws what the server drew. */
export function restorePrerenderedQueries(queryClient: QueryClient): void {
  const element = document.getElementById(ELEMENT_ID);
  if (element?.textContent) hydrate(queryClient, JSON.parse(element.textContent));
}
