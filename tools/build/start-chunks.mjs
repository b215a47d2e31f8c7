/**
 * How the app's code is fetched around the first paint of a prerendered page.
 *
 * - index.html lists none of the app's chunks: its entry, fetched at low priority, waits for the first
 *   paint and then imports the start-up modules (`modules`, paths relative to the app's root) one after
 *   the other, each step's chunk asked for by the step before it. Chunks listed in the document compete
 *   with its text, font and first pictures on a slow connection, and Lighthouse counts every request
 *   finished before the first paint as needed for it.
 * - Each start-up module's code is one chunk, holding what it reaches and no earlier one does (`groups`).
 *   Left to the automatic chunking, the start-up was some 25 chunks, cut by which screens share each
 *   module although every page loads them all; each request and each preload link costs the page's main
 *   thread about half a millisecond on a laptop.
 * - A screen's import preloads nothing: the browser finds its chunks import by import. Vite's helper
 *   would add a modulepreload link for each of a screen's ~50 chunks in the task that loads it, a long
 *   task on a phone; the app loads a link's screen on hover, touch or focus instead
 *   (apps/web/src/app/prefetch-on-intent.ts).
 * - A prerendered page's document lists the start-up's later steps and its screen's chunks, which the
 *   entry prefetches into the HTTP cache as it imports the first step (apps/web/src/app/page-code.ts): the
 *   steps and hydration still find them one by one, but each from the cache. Modulepreload links added
 *   then instead compiled them all in one burst: Lighthouse's phone score of /services fell from 98 to 68.
 * - A page the browser draws alone has no text to protect and would find its code import by import, a
 *   round trip each (some eight before /login's form): its document lists the start-up chunks and its screen's
 *   library's as modulepreload links (apps/api serve-web-app).
 * - Both lists come from `.vite/preloads.json`, which the build writes: `start`, the start-up files index.html
 *   does not list; `laterSteps`, those of them the first step does not bring; and `libraries`, per workspace
 *   library a screen imports, its chunk and every chunk that one imports statically, less the start-up's
 *   and index.html's.
 */

/** Where the build writes the preload lists, relative to its output folder (not a served file). */
const PRELOADS_FILE = '.vite/preloads.json';

/**
 * @param {string} root the app's root
 * @param {readonly string[]} modules the start-up modules, in the order the app imports them
 * @param {readonly { specifier: string, file: string }[]} libraries the workspace libraries (tsconfig paths)
 * @returns {{ plugin: import('vite').Plugin, resolveDependencies: import('vite').ResolveModulePreloadDependenciesFn, input: string[], groups: import('vite').Rolldown.CodeSplittingGroup[] }}
 */
export function startChunks(root, modules, libraries) {
  const ids = modules.map((module) => `${root}/${module}`);
  /** Per start-up module, the modules its static imports reach and no earlier one's do. */
  const stages = ids.map(() => new Set());
  /** File names of the start-up chunks and of everything they import statically, once the bundle is known. */
  const startFiles = new Set();
  const plugin = {
    name: 'changas:start-chunks',
    apply: 'build',
    buildEnd() {
      const reached = new Set();
      ids.forEach((id, index) => {
        stages[index].clear();
        const visit = (moduleId) => {
          if (reached.has(moduleId)) return;
          reached.add(moduleId);
          stages[index].add(moduleId);
          this.getModuleInfo(moduleId)?.importedIds.forEach(visit);
        };
        visit(id);
      });
    },
    generateBundle: {
      // Before Vite's import analysis, which asks `resolveDependencies` while writing the preload lists.
      order: 'pre',
      handler(_options, bundle) {
        startFiles.clear();
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        /** Adds `fileName` and the chunks it imports statically to `files`. */
        const addTo = (files) => {
          const add = (fileName) => {
            if (files.has(fileName)) return;
            files.add(fileName);
            bundle[fileName]?.imports?.forEach(add);
          };
          return add;
        };
        const [firstStep, ...laterSteps] = modules.map((module, index) => {
          const chunk = chunks.find(({ moduleIds }) => moduleIds.includes(ids[index]));
          if (!chunk) throw new Error(`startChunks: no chunk holds ${module}`);
          addTo(startFiles)(chunk.fileName);
          return chunk.fileName;
        });
        const firstStepFiles = new Set();
        addTo(firstStepFiles)(firstStep);
        const laterStepFiles = new Set();
        laterSteps.forEach(addTo(laterStepFiles));
        const indexFiles = new Set();
        chunks
          .filter(({ isEntry, facadeModuleId }) => isEntry && facadeModuleId === `${root}/index.html`)
          .forEach(({ fileName }) => addTo(indexFiles)(fileName));
        const loadedFirst = (fileName) => startFiles.has(fileName) || indexFiles.has(fileName);
        const libraryChunks = chunks.flatMap(({ isDynamicEntry, facadeModuleId, fileName }) => {
          const library = isDynamicEntry && libraries.find(({ file }) => file === facadeModuleId);
          if (!library) return [];
          const files = new Set();
          addTo(files)(fileName);
          return [[library.specifier, [...files].filter((file) => !loadedFirst(file))]];
        });
        this.emitFile({
          type: 'asset',
          fileName: PRELOADS_FILE,
          source: JSON.stringify({
            start: [...startFiles].filter((fileName) => !indexFiles.has(fileName)),
            laterSteps: [...laterStepFiles].filter(
              (fileName) => !indexFiles.has(fileName) && !firstStepFiles.has(fileName),
            ),
            libraries: Object.fromEntries(libraryChunks),
          }),
        });
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
  // Static imports reach through a library's index to all of it: the '$initial' tag keeps to what the
  // entries use, and the start-up modules are entries of the build so that it may (their own imports
  // stay dynamic). The earliest step that reaches a module takes it.
  const groups = modules.map((module, index) => ({
    name: module
      .split('/')
      .pop()
      .replace(/\.[^.]+$/, ''),
    test: (id) => stages[index].has(id),
    tags: ['$initial'],
    priority: modules.length - index,
  }));
  return { plugin, resolveDependencies, input: ids, groups };
}
