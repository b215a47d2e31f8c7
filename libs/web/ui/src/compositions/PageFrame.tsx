import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { AppFooter } from '../lib/shell/AppFooter';
import { AppHeader } from '../lib/shell/AppHeader';

export interface PageFrameProps {
  /** The logged-in user's name; absent for a visitor. */
  userName?: string;
  children: ReactNode;
}

const logOut = () => undefined;

/** The app's shell around a composed screen (as apps/web's AppLayout): header, main landmark, footer. */
export function PageFrame({ userName, children }: PageFrameProps) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <AppHeader account={userName ? { name: userName, onLogout: logOut } : undefined} />
      <Box component="main" id="contenido" sx={{ flexGrow: 1 }}>
        {children}
      </Box>
      {/* A fixed year keeps screenshots of the compositions comparable over time. */}
      <AppFooter year={2026} />
    </Box>
  );
}
