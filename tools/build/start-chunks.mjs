/**
 * How the app's code is fetched around the first paint of a prerendered page.
 *
 * - index.html lists none of the app's chunks: its entry, fetched at low priority, waits for the first
 *   paint and then imports the start-up modules (`modules`, paths relative to the app's root), whose
 *   chunks Vite's helper preloads together. Chunks listed in the document compete with its text, font
 *   and first pictures on a slow connection, and Lighthouse counts every request finished before the
 *   first paint as needed for it.
 * - A screen's import preloads nothing: the browser finds its chunks import by import. Vite's helper
 *   would add a modulepreload link for each of a screen's ~50 chunks in the task that loads it, about
 *   0.3 ms apiece, a long task on a phone; the app loads a link's screen on hover, touch or focus
 *   instead (apps/web/src/app/prefetch-on-intent.ts).
 */

/** @returns {{ plugin: import('vite').Plugin, resolveDependencies: import('vite').ResolveModulePreloadDependenciesFn }} */
export function startChunks(modules) {
  let root = '';
  /** File names of the start-up chunks and of everything they import statically, once the bundle is known. */
  const startFiles = new Set();
  const plugin = {
    name: 'changas:start-chunks',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle: {
      // Before Vite's import analysis, which asks `resolveDependencies` while writing the preload lists.
      order: 'pre',
      handler(_options, bundle) {
        startFiles.clear();
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const add = (fileName) => {
          if (startFiles.has(fileName)) return;
          startFiles.add(fileName);
          bundle[fileName]?.imports?.forEach(add);
        };
        for (const module of modules) {
          const chunk = chunks.find(({ facadeModuleId }) => facadeModuleId === `${root}/${module}`);
          if (!chunk) throw new Error(`startChunks: no chunk starts at ${module}`);
          add(chunk.fileName);
        }
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(/<script type="module"|<link rel="modulepreload"/g, '$& fetchpriority="low"'),
    },
  };
  /** The preload list of a dynamic import of `file`: its whole list for the start-up, none for a screen. */
  const resolveDependencies = (file, deps, { hostType }) =>
    hostType === 'html' || startFiles.has(file) ? deps : [];
  return { plugin, resolveDependencies };
}
