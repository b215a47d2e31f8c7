import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

interface ManifestChunk {
  readonly file: string;
  readonly imports?: readonly string[];
}

const buildFile = (name: string) =>
  JSON.parse(readFileSync(resolve(__dirname, '../../../../dist/apps/web/.vite', name), 'utf8'));
const manifest = buildFile('manifest.json') as Record<string, ManifestChunk>;
/** The build's preload lists (tools/build/start-chunks.mjs). */
const preloads = buildFile('preloads.json') as { laterSteps: string[]; libraries: Record<string, string[]> };

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

/** The path of the start-up's first step, the chunk the entry imports once the page has painted. */
export const startChunk = (): string => `/${manifest['src/start.tsx'].file}`;

/** A feature library's chunks that the start-up does not load, as paths: a prerendered page lists them. */
export const screenCode = (library: string): string[] =>
  preloads.libraries[`@changas/web/${library}`].map((file) => `/${file}`);

/** The start-up's files past its first step's, as paths: a prerendered page lists them too. */
export const laterStartSteps = (): string[] => preloads.laterSteps.map((file) => `/${file}`);
