import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const workspaceRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Vite aliases for the workspace libraries, read from tsconfig.base.json paths (one source). Each
 * matches its whole specifier, so '@changas/web/ui' does not swallow '@changas/web/ui/storybook'.
 */
export function tsconfigAliases() {
  const { compilerOptions } = JSON.parse(readFileSync(resolve(workspaceRoot, 'tsconfig.base.json'), 'utf8'));
  return Object.entries(compilerOptions.paths).map(([alias, [target]]) => ({
    find: new RegExp(`^${alias.replace(/[/.]/g, (c) => `\\${c}`)}$`),
    replacement: resolve(workspaceRoot, target),
  }));
}
