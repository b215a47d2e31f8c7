/**
 * Lists in index.html, as modulepreload links, the chunks the entry imports dynamically to start the app
 * (`modules`, paths relative to the app's root) and everything they import. The entry runs them after the
 * first paint; fetched from the start, their code is ready by then instead of one round trip later.
 * The app's code, the entry too, is fetched at low priority: a prerendered page's text and first pictures
 * need none of it, so on a slow connection they go first.
 */

/** @returns {import('vite').Plugin} */
export function preloadStartChunks(modules) {
  let root = '';
  let base = '/';
  return {
    name: 'changas:preload-start-chunks',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const files = new Set();
        const add = (fileName) => {
          if (files.has(fileName)) return;
          files.add(fileName);
          bundle[fileName]?.imports?.forEach(add);
        };
        for (const module of modules) {
          const chunk = chunks.find(({ facadeModuleId }) => facadeModuleId === `${root}/${module}`);
          if (!chunk) throw new Error(`preloadStartChunks: no chunk starts at ${module}`);
          add(chunk.fileName);
        }
        const links = [...files]
          .map((fileName) => `${base}${fileName}`)
          .filter((href) => !html.includes(`"${href}"`))
          .map((href) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="${href}">`);
        return html
          .replace(/<script type="module"|<link rel="modulepreload"/g, '$& fetchpriority="low"')
          .replace('</head>', `${links.join('')}</head>`);
      },
    },
  };
}
