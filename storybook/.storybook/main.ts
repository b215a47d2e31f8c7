import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import { tsconfigAliases } from '../../tools/build/tsconfig-aliases.mjs';

const config: StorybookConfig = {
  // The design reference's own pages (Fundamentos, Contenido) come before the component stories.
  stories: ['../**/*.mdx', '../../libs/web/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // The typeface and the docs theme: Storybook only (Jest composes stories from preview.tsx).
  previewAnnotations: (entries = []) => [
    ...entries,
    fileURLToPath(new URL('./preview-reference.tsx', import.meta.url)),
  ],
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite');
    return mergeConfig(viteConfig, { resolve: { alias: tsconfigAliases() } });
  },
};

export default config;
