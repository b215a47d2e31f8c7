import createCache from '@emotion/cache';

/**
 * MUI's style cache, the same on the server and in the browser, which adopts the rules a prerendered
 * page carries in its head instead of inserting them again. Not emotion's default key 'css': with that
 * one the browser's cache first moves every server style element, re-parsing all the page's CSS.
 */
export const createStyleCache = () => createCache({ key: 'chg' });
