// The start-up's second step (start.tsx): MUI's styles, emotion and the theme, evaluated before the app.
export { ChangasThemeProvider, createStyleCache } from '@changas/web/ui/theme';
