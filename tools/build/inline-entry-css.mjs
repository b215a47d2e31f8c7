/**
 * Puts the entry's small stylesheets (the self-hosted font's @font-face rules, about 1.5 kB) into
 * index.html as a style element: a stylesheet link blocks the first paint for one more round trip,
 * on every page, for a file smaller than the request's own headers.
 */
const STYLESHEET = /<link rel="stylesheet"(?: crossorigin)? href="\/([^"]+\.css)">/g;
const FONT_URL = /url\((\/[^)]+\.woff2)\)/g;

/**
 * `preloadFonts` picks the font files, among those the inlined CSS names, that every page draws its text
 * with: they are preloaded, so the text is drawn in its font at once instead of swapping to it later.
 * @returns {import('vite').Plugin}
 */
export function inlineEntryCss({ maxBytes = 4096, preloadFonts = /$^/ } = {}) {
  return {
    name: 'changas:inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        return html.replace(STYLESHEET, (link, fileName) => {
          const asset = bundle[fileName];
          if (asset?.type !== 'asset' || asset.source.length > maxBytes) return link;
          const css = String(asset.source);
          const preloads = [...css.matchAll(FONT_URL)]
            .map(([, url]) => url)
            .filter((url) => preloadFonts.test(url))
            .map((url) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${url}">`);
          return `${preloads.join('')}<style>${css}</style>`;
        });
      },
    },
  };
}
