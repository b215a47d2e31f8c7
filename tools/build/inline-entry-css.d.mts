import type { Plugin } from 'vite';

export declare function inlineEntryCss(options?: { maxBytes?: number; preloadFonts?: RegExp }): Plugin;
