import { useEffect } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router-dom';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { useFavoritesSync, useLogout, useSession } from '@changas/web/data-access';
import { AppFooter, AppHeader, ScrollToTopButton } from '@changas/web/ui';

/** The shell around every route: header, main content, footer and the scroll-to-top button. */
export function AppLayout() {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const { user } = useSession();
  const logout = useLogout();
  useFavoritesSync();

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <AppHeader
        account={
          user
            ? {
                name: user.name,
                onLogout: logout,
              }
            : undefined
        }
      />
      {navigation.state === 'loading' && (
        <LinearProgress
          aria-label="Cargando página"
          sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 'tooltip' }}
        />
      )}
      <Box component="main" id="contenido" sx={{ flexGrow: 1 }}>
        <Outlet />
      </Box>
      <AppFooter />
      <ScrollToTopButton />
    </Box>
  );
}
