import { create } from 'storybook/theming';
// Storybook bundles its manager with esbuild, which knows no workspace aliases: the theme file by path.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { changasTheme } from '../../libs/web/ui/src/lib/theme/theme';

const { palette, typography, shape } = changasTheme;

/** Storybook's own chrome (sidebar, toolbar, docs pages) in Changas' colours and typeface. */
export const changasStorybookTheme = create({
  base: 'light',
  brandTitle: 'Changas · Sistema de diseño',
  brandUrl: '?path=/docs/fundamentos-bienvenida--docs',
  brandTarget: '_self',
  colorPrimary: palette.primary.main,
  colorSecondary: palette.secondary.main,
  appBg: palette.background.default,
  appContentBg: palette.background.paper,
  textColor: palette.text.primary,
  textMutedColor: palette.text.secondary,
  fontBase: typography.fontFamily,
  appBorderRadius: Number(shape.borderRadius),
  inputBorderRadius: Number(shape.borderRadius) / 2,
});
