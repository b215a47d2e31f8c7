import type { ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { hasPrerenderedStyles } from './style-cache';
import { changasTheme } from './theme';

/**
 * The baseline's rules are a global style, which emotion would adopt from a prerendered page's head by
 * moving its element (see style-cache.ts): the browser keeps the server's copy instead, and the theme
 * never changes after the first render.
 */
const baselinePrerendered = hasPrerenderedStyles();

export function ChangasThemeProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={changasTheme}>
      {!baselinePrerendered && <CssBaseline />}
      {children}
    </ThemeProvider>
  );
}
