import type { StorybookConfig } from '@storybook/react-vite';
import { tsconfigAliases } from '../../tools/build/tsconfig-aliases.mjs';

const config: StorybookConfig = {
  stories: ['../../libs/web/**/*.stories.@(ts|tsx)'],
  addons: [],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite');
    return mergeConfig(viteConfig, { resolve: { alias: tsconfigAliases() } });
  },
};

export default config;
