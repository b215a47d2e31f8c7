import { createContext, useContext, useEffect } from 'react';

const SITE_NAME = 'Changas';
const SUFFIX = ` | ${SITE_NAME}`;
const PREFIX = `${SITE_NAME} | `;

/**
 * "Nosotros" → "Nosotros | Changas"; an empty title gives the bare site name. A title that already
 * names the site, at either end (the home's "Changas | Servicios locales en Argentina"), stays as it is.
 */
export function formatPageTitle(title?: string): string {
  const trimmed = title?.trim();
  if (!trimmed || trimmed === SITE_NAME) return SITE_NAME;
  return trimmed.startsWith(PREFIX) || trimmed.endsWith(SUFFIX) ? trimmed : `${trimmed}${SUFFIX}`;
}

/**
 * Told the page's title during a server render, where effects do not run, so the prerendered document
 * carries it in its head. Only the server provides one.
 */
export const ServerPageTitle = createContext<((title: string) => void) | null>(null);

/**
 * Sets `document.title` to "<title> | Changas" while the calling page is mounted and restores
 * the previous title when it unmounts, so screen readers and browser tabs name every route.
 */
export function usePageTitle(title?: string): void {
  useContext(ServerPageTitle)?.(formatPageTitle(title));
  useEffect(() => {
    const previous = document.title;
    document.title = formatPageTitle(title);
    return () => {
      document.title = previous;
    };
  }, [title]);
}
