import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const workspaceRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** Vite aliases for the workspace libraries, read from tsconfig.base.json paths (one source). */
export function tsconfigAliases() {
  const { compilerOptions } = JSON.parse(readFileSync(resolve(workspaceRoot, 'tsconfig.base.json'), 'utf8'));
  return Object.fromEntries(
    Object.entries(compilerOptions.paths).map(([alias, [target]]) => [alias, resolve(workspaceRoot, target)]),
  );
}
