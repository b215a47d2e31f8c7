/**
 * Puts the entry's small stylesheets (the self-hosted font's @font-face rules, about 1.5 kB) into
 * index.html as a style element: a stylesheet link blocks the first paint for one more round trip,
 * on every page, for a file smaller than the request's own headers.
 */
const STYLESHEET = /<link rel="stylesheet"(?: crossorigin)? href="\/([^"]+\.css)">/g;

/** @returns {import('vite').Plugin} */
export function inlineEntryCss({ maxBytes = 4096 } = {}) {
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
          return `<style>${String(asset.source)}</style>`;
        });
      },
    },
  };
}
