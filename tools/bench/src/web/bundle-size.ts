import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const WEB_DIST = resolve('dist/apps/web');
/** The lazy route of /services in apps/web/src/app/router.tsx. */
const SERVICES_FEATURE = 'libs/web/feature-services/src/index.ts';

interface ManifestChunk {
  readonly file: string;
  readonly src?: string;
  readonly imports?: readonly string[];
  readonly dynamicImports?: readonly string[];
}
type Manifest = Readonly<Record<string, ManifestChunk>>;

export interface BundleSizes {
  /** gzip bytes of the start-up every page runs: index.html's scripts and what they import (withStaticImports). */
  readonly initialHome: number;
  /** …plus the services route's chunk and its static imports. */
  readonly initialServices: number;
  readonly largestLazyChunk: { readonly file: string; readonly gzip: number };
}

/** The build's .gz twin when it wrote one (files over 1 kB), otherwise the file gzipped here at the same level. */
function gzipSize(file: string): number {
  const path = resolve(WEB_DIST, file);
  if (existsSync(`${path}.gz`)) return readFileSync(`${path}.gz`).length;
  return gzipSync(readFileSync(path), { level: 9 }).length;
}

/** Manifest keys of the app's own modules (apps/web/src); screens come from the feature libraries. */
const isAppModule = (key: string) => key.startsWith('src/');

/**
 * `keys` and every chunk they import statically, recursively (what the browser loads with them), and,
 * with `startUp`, the app's own modules they import dynamically: main.tsx starts the app by importing
 * start.tsx after the first paint, which imports browser-app.tsx; the screens they import stay out.
 */
function withStaticImports(manifest: Manifest, keys: readonly string[], startUp = false): Set<string> {
  const found = new Set<string>();
  const visit = (key: string) => {
    if (found.has(key) || !manifest[key]) return;
    found.add(key);
    manifest[key].imports?.forEach(visit);
    if (startUp) manifest[key].dynamicImports?.filter(isAppModule).forEach(visit);
  };
  keys.forEach(visit);
  return found;
}

const total = (manifest: Manifest, keys: Iterable<string>) =>
  [...keys].reduce((sum, key) => sum + gzipSize(manifest[key].file), 0);

/** The files index.html loads at once: its module scripts and the chunks it preloads. */
const LOADED_AT_ONCE =
  /<(?:script type="module"[^>]* src|link rel="modulepreload"[^>]* href)="\/([^"]+\.js)"/g;

/** The manifest keys of the chunks index.html loads at once. */
function loadedByIndexHtml(manifest: Manifest): string[] {
  const html = readFileSync(resolve(WEB_DIST, 'index.html'), 'utf8');
  const files = new Set([...html.matchAll(LOADED_AT_ONCE)].map(([, file]) => file));
  return Object.keys(manifest).filter((key) => files.has(manifest[key].file));
}

/** JavaScript sizes from the web build's index.html and Vite manifest (dist/apps/web/.vite/manifest.json). */
export function bundleSizes(): BundleSizes {
  const manifestPath = resolve(WEB_DIST, '.vite/manifest.json');
  if (!existsSync(manifestPath))
    throw new Error(`${manifestPath} no existe: ejecuta antes npx nx run web:build`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const entries = loadedByIndexHtml(manifest);
  const services = Object.keys(manifest).find((key) => manifest[key].src?.endsWith(SERVICES_FEATURE));
  if (!services) throw new Error(`${SERVICES_FEATURE} no está en el manifiesto de Vite`);
  const home = withStaticImports(manifest, entries, true);
  const lazy = Object.keys(manifest)
    .filter((key) => !home.has(key) && manifest[key].file.endsWith('.js'))
    .map((key) => ({ file: manifest[key].file, gzip: gzipSize(manifest[key].file) }))
    .sort((a, b) => b.gzip - a.gzip);
  return {
    initialHome: total(manifest, home),
    initialServices: total(manifest, new Set([...home, ...withStaticImports(manifest, [services])])),
    largestLazyChunk: lazy[0] ?? { file: '-', gzip: 0 },
  };
}
