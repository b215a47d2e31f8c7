/**
 * MUI's `createTheme` and `ThemeProvider` pick at run time between a plain theme and one built on CSS
 * theme variables (`cssVariables`, `colorSchemes`), so the bundler keeps both halves: 7 kB of gzip
 * JavaScript on the first page (createThemeWithVars, CssVarsProvider, InitColorSchemeScript…) that
 * Changas' theme, plain by design, never runs. This plugin swaps the two imports of that half for
 * stubs that throw a clear error, so a build whose theme starts using CSS variables fails on its first
 * render instead of silently missing them. The dev server pre-bundles MUI without Vite's plugins and
 * keeps both halves; the theme's unit test (ChangasThemeProvider.spec.tsx) guards the plain shape.
 */
const STUBS = {
  '/@mui/material/styles/createTheme.mjs': {
    source: './createThemeWithVars.mjs',
    code: 'export default function createThemeWithVars() { throw new Error(MESSAGE); }',
  },
  '/@mui/material/styles/ThemeProvider.mjs': {
    source: './ThemeProviderWithVars.mjs',
    code: 'export function CssVarsProvider() { throw new Error(MESSAGE); }',
  },
};
const MESSAGE =
  'Changas builds MUI without CSS theme variables (tools/build/mui-plain-theme.mjs): ' +
  'remove that plugin from the Vite config to use cssVariables or colorSchemes.';
const PREFIX = '\0mui-plain-theme:';

/** @returns {import('vite').Plugin} */
export function muiPlainTheme() {
  const replaced = new Set();
  return {
    name: 'changas:mui-plain-theme',
    enforce: 'pre',
    resolveId(source, importer) {
      const importerPath = importer?.replace(/\\/g, '/').split('?')[0];
      const entry = Object.entries(STUBS).find(
        ([file, stub]) => importerPath?.endsWith(file) && source === stub.source,
      );
      if (!entry) return null;
      replaced.add(entry[0]);
      return PREFIX + entry[0];
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      return `const MESSAGE = ${JSON.stringify(MESSAGE)};\n${STUBS[id.slice(PREFIX.length)].code}\n`;
    },
    buildEnd() {
      // After an MUI upgrade that moves these files the saving is gone: say so rather than hide it.
      const missing = Object.keys(STUBS).filter((file) => !replaced.has(file));
      if (this.meta.watchMode !== true && missing.length) {
        this.warn(`MUI's CSS-variables half was not replaced in ${missing.join(', ')}: check its imports.`);
      }
    },
  };
}
