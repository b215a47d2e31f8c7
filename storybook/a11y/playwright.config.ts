import { defineConfig } from '@playwright/test';
import { resolve } from 'node:path';

const workspaceRoot = resolve(__dirname, '../..');
const port = Number(process.env.STORYBOOK_A11Y_PORT ?? 6007);
export const baseURL = `http://127.0.0.1:${port}`;
// STORYBOOK_DIR=/tmp/sb-me checks a build made elsewhere (npx storybook build -o /tmp/sb-me).
export const storybookDir = resolve(workspaceRoot, process.env.STORYBOOK_DIR ?? 'dist/storybook');

/** Every story of the static Storybook build (dist/storybook), checked with axe in Debian's Chromium. */
export default defineConfig({
  testDir: __dirname,
  testMatch: 'stories.a11y.ts',
  // Each worker keeps one page open for all its stories; two workers use both CI cores.
  fullyParallel: true,
  workers: Number(process.env.STORYBOOK_A11Y_WORKERS ?? 2),
  retries: 0,
  forbidOnly: true,
  timeout: 30_000,
  reporter: [['list']],
  outputDir: resolve(workspaceRoot, 'tmp/storybook-a11y/results'),
  use: {
    baseURL,
    locale: 'es-AR',
    timezoneId: 'America/Argentina/Buenos_Aires',
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    },
  },
  webServer: {
    command: `npx vite preview --outDir ${storybookDir} --port ${port} --strictPort --host 127.0.0.1`,
    cwd: workspaceRoot,
    url: `${baseURL}/index.json`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
