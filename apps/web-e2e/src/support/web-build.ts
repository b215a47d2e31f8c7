import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

interface ManifestChunk {
  readonly file: string;
  readonly imports?: readonly string[];
}

const manifest = JSON.parse(
  readFileSync(resolve(__dirname, '../../../../dist/apps/web/.vite/manifest.json'), 'utf8'),
) as Record<string, ManifestChunk>;

/** The path of a feature library's own chunk in the built web app, e.g. `feature-auth`'s. */
export const libraryChunk = (library: string): string =>
  `/${manifest[`../../libs/web/${library}/src/index.ts`].file}`;

/** A feature library's chunk and every chunk it imports statically, as paths. */
export function libraryChunks(library: string): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    if (files.has(manifest[key].file)) return;
    files.add(manifest[key].file);
    manifest[key].imports?.forEach(visit);
  };
  visit(`../../libs/web/${library}/src/index.ts`);
  return [...files].map((file) => `/${file}`);
}
