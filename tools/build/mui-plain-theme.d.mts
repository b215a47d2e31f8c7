import type { Plugin } from 'vite';
export declare function muiPlainTheme(): Plugin;
