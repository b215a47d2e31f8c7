import type { Plugin } from 'vite';

export declare function preloadStartChunks(modules: readonly string[]): Plugin;
