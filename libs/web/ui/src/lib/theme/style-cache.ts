import createCache, { type StylisPlugin } from '@emotion/cache';

/**
 * The properties that the oldest browser the build targets (Vite's baseline, Safari 16.4) still reads
 * only with `-webkit-`. Every other prefix stylis would add (flexbox, transitions, transforms, keyframes,
 * placeholders, sticky) has been unprefixed there for years and only made each page's CSS a quarter bigger.
 */
const WEBKIT_ONLY = new Set([
  'user-select',
  'backdrop-filter',
  'text-size-adjust',
  'box-decoration-break',
  'hyphens',
]);

/** Safari reads the `text-decoration` shorthand unprefixed only with a single value (`none`, `underline`). */
const needsWebkit = (property: string, value: string) =>
  WEBKIT_ONLY.has(property) || (property === 'text-decoration' && value.trim().includes(' '));

/** Stylis middleware: writes the `-webkit-` copy of a declaration before it, where the build's browsers need it. */
const webkitPrefixer: StylisPlugin = (element) => {
  if (element.type !== 'decl' || element.return) return;
  const property = element.props as string;
  if (needsWebkit(property, element.children as string))
    element.return = `-webkit-${element.value}${element.value}`;
};

/**
 * The attribute of the style elements a prerendered page carries in its head: the emotion keys and
 * class ids of their rules (`chg 1a2b 3c4d`). Not emotion's own `data-emotion`: emotion adopts such an
 * element by moving it within the head, and a moved style element makes the browser restyle and lay out
 * the whole page (30 ms on a laptop, four times that on a phone), once for the cache and once per global style.
 */
export const PRERENDERED_STYLES_ATTRIBUTE = 'data-prerendered-styles';

const prerenderedStyles = () =>
  typeof document === 'undefined'
    ? []
    : [...document.querySelectorAll<HTMLStyleElement>(`style[${PRERENDERED_STYLES_ATTRIBUTE}]`)];

/** Whether this page arrived prerendered, with its rules, the baseline's among them, in its head. */
export const hasPrerenderedStyles = () => prerenderedStyles().length > 0;

/**
 * MUI's style cache, the same on the server and in the browser. In the browser it counts the rules a
 * prerendered page carries in its head as inserted, where they are: what the page draws later is added
 * after them, in style elements of its own.
 */
export function createStyleCache() {
  const cache = createCache({ key: 'chg', stylisPlugins: [webkitPrefixer] });
  for (const element of prerenderedStyles()) {
    const [, ...ids] = (element.getAttribute(PRERENDERED_STYLES_ATTRIBUTE) ?? '').split(' ');
    for (const id of ids) cache.inserted[id] = true;
  }
  return cache;
}
