import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { resolve } from 'node:path';
import { inlineEntryCss } from '../../tools/build/inline-entry-css.mjs';
import { muiPlainTheme } from '../../tools/build/mui-plain-theme.mjs';
import { startChunks } from '../../tools/build/start-chunks.mjs';
import { tsconfigAliases, workspaceLibraries, workspaceRoot } from '../../tools/build/tsconfig-aliases.mjs';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';
// main.tsx starts the app with these after the first paint, in this order.
const start = startChunks(
  import.meta.dirname,
  ['src/start.tsx', 'src/app/browser-styles.ts', 'src/app/browser-app.tsx'],
  workspaceLibraries(),
);

export default defineConfig(({ isSsrBuild }) => ({
  root: import.meta.dirname,
  cacheDir: resolve(workspaceRoot, 'node_modules/.vite/apps/web'),
  plugins: [
    // The theme is plain: MUI's CSS-theme-variables code stays out of the first page.
    muiPlainTheme(),
    react(),
    // Spanish text needs the Latin face of Inter only.
    inlineEntryCss({ preloadFonts: /\/inter-latin-wght-normal-/ }),
    !isSsrBuild && start.plugin,
    // The API serves these .br/.gz twins instead of compressing on every request.
    !isSsrBuild &&
      compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024, exclude: [/^\.vite\//] }),
  ],
  resolve: { alias: tsconfigAliases() },
  server: { port: 4200, host: 'localhost', proxy: { '/api': apiTarget } },
  preview: { port: 4300, host: 'localhost' },
  // The server bundle carries its libraries: the API's image needs no front-end packages.
  ssr: { noExternal: true },
  // Production React on the server too, whatever NODE_ENV the API runs with.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  build: isSsrBuild
    ? {
        // Outside the served folder: the server's code is not a public file.
        outDir: resolve(workspaceRoot, 'dist/apps/web-server'),
        emptyOutDir: true,
        copyPublicDir: false,
        rollupOptions: { output: { format: 'cjs', entryFileNames: '[name].cjs', codeSplitting: false } },
      }
    : {
        outDir: resolve(workspaceRoot, 'dist/apps/web'),
        emptyOutDir: true,
        sourcemap: true,
        // Which chunks each route needs: the benchmark weighs a page's first JavaScript with it.
        manifest: true,
        rollupOptions: {
          input: [resolve(import.meta.dirname, 'index.html'), ...start.input],
          output: {
            // Vite's preloading helper in a chunk of its own: left in the entry's, every chunk that
            // preloads would depend on the entry and so list its stylesheet (inlined in index.html) to
            // fetch again.
            codeSplitting: {
              groups: [
                { name: 'preload-helper', test: /vite\/preload-helper/, priority: 100 },
                ...start.groups,
              ],
            },
          },
        },
        modulePreload: { resolveDependencies: start.resolveDependencies },
        chunkSizeWarningLimit: 700,
      },
}));
