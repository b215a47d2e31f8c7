import type { ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { changasTheme } from './theme';

export function ChangasThemeProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={changasTheme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}
