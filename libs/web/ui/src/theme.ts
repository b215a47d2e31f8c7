/**
 * The theme and the style engine every screen renders with (@changas/web/ui/theme): the app starts by
 * evaluating these alone, in a task of their own, before the rest of its code (apps/web/src/start.tsx).
 */
export * from './lib/theme/theme';
export * from './lib/theme/ChangasThemeProvider';
export * from './lib/theme/style-cache';
