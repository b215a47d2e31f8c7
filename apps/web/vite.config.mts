import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { tsconfigAliases, workspaceRoot } from '../../tools/build/tsconfig-aliases.mjs';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  root: import.meta.dirname,
  cacheDir: resolve(workspaceRoot, 'node_modules/.vite/apps/web'),
  plugins: [react()],
  resolve: { alias: tsconfigAliases() },
  server: { port: 4200, host: 'localhost', proxy: { '/api': apiTarget } },
  preview: { port: 4300, host: 'localhost' },
  build: {
    outDir: resolve(workspaceRoot, 'dist/apps/web'),
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 700,
  },
});
