import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const workspaceRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** The workspace libraries' import specifiers and the files they stand for, from tsconfig.base.json paths (one source). */
export function workspaceLibraries() {
  const { compilerOptions } = JSON.parse(readFileSync(resolve(workspaceRoot, 'tsconfig.base.json'), 'utf8'));
  return Object.entries(compilerOptions.paths).map(([specifier, [target]]) => ({
    specifier,
    file: resolve(workspaceRoot, target),
  }));
}

/**
 * Vite aliases for the workspace libraries. Each matches its whole specifier, so '@changas/web/ui' does
 * not swallow '@changas/web/ui/storybook'.
 */
export function tsconfigAliases() {
  return workspaceLibraries().map(({ specifier, file }) => ({
    find: new RegExp(`^${specifier.replace(/[/.]/g, (c) => `\\${c}`)}$`),
    replacement: file,
  }));
}
