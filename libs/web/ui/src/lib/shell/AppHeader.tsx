import { useState } from 'react';
import { NavLink, Link as RouterLink } from 'react-router-dom';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import MenuIcon from '@mui/icons-material/Menu';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import { ROUTES } from '@changas/shared/contracts';
import { HoverLabel } from '../hover-label/HoverLabel';
import { AccountMenu, type Account } from './AccountMenu';
import { lazyPart } from '../lazy/lazy-component';
import { useOpenedOnce } from '../lazy/use-opened-once';
import { BrandLogo } from './BrandLogo';
import { GUEST_ACTIONS, MAIN_NAV, OFFER_SERVICE_ACTION } from './nav-items';

const MobileNavDrawer = lazyPart(
  () => import('./MobileNavDrawer'),
  (module) => module.MobileNavDrawer,
);

export interface AppHeaderProps {
  /** The logged-in user; absent for visitors, who get the login and register links. */
  account?: Account;
}

function GuestActions() {
  const [login, register] = GUEST_ACTIONS;
  return (
    <>
      <Button component={RouterLink} to={login.to} color="inherit">
        {login.label}
      </Button>
      <Button component={RouterLink} to={register.to} variant="contained">
        {register.label}
      </Button>
    </>
  );
}

const FAVORITES_LABEL = 'Mis favoritos';

/** The favourites icon, named on hover and keyboard focus (decorative: the link's own name says it). */
function FavoritesLink() {
  return (
    <HoverLabel label={FAVORITES_LABEL}>
      <IconButton component={RouterLink} to={ROUTES.favorites} aria-label={FAVORITES_LABEL} color="inherit">
        <FavoriteBorderIcon />
      </IconButton>
    </HoverLabel>
  );
}

function MemberActions({ account }: { account: Account }) {
  return (
    <>
      <FavoritesLink />
      <Button component={RouterLink} to={OFFER_SERVICE_ACTION.to} variant="contained">
        {OFFER_SERVICE_ACTION.label}
      </Button>
      <AccountMenu account={account} />
    </>
  );
}

export function AppHeader({ account }: AppHeaderProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  // The side menu's code loads on its first open (phones only).
  const menuOpened = useOpenedOnce(menuOpen);

  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ gap: 2 }}>
          <IconButton
            edge="start"
            aria-label="Abrir menú"
            onClick={() => setMenuOpen(true)}
            sx={{ display: { md: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
          <BrandLogo />
          <Box
            component="nav"
            aria-label="Menú principal"
            sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, ml: 3 }}
          >
            {MAIN_NAV.map((item) => (
              <Button
                key={item.to}
                component={NavLink}
                to={item.to}
                end
                color="inherit"
                sx={{ '&.active': { color: 'primary.main', bgcolor: 'action.hover' } }}
              >
                {item.label}
              </Button>
            ))}
          </Box>
          <Box sx={{ flexGrow: 1 }} />
          <Box sx={{ display: { xs: 'none', md: 'flex' }, gap: 1, alignItems: 'center' }}>
            {account ? <MemberActions account={account} /> : <GuestActions />}
          </Box>
        </Toolbar>
      </Container>
      {menuOpened && <MobileNavDrawer open={menuOpen} onClose={() => setMenuOpen(false)} account={account} />}
    </AppBar>
  );
}
