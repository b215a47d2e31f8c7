import { useId } from 'react';
import { NavLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import type { Account } from './AccountMenu';
import { BrandLogo } from './BrandLogo';
import { ACCOUNT_MENU, GUEST_ACTIONS, MAIN_NAV, OFFER_SERVICE_ACTION, type NavItem } from './nav-items';

export interface MobileNavDrawerProps {
  open: boolean;
  onClose: () => void;
  account?: Account;
}

/** The side menu for narrow screens; it mirrors the header's links and the account menu. */
export function MobileNavDrawer({ open, onClose, account }: MobileNavDrawerProps) {
  const accountHeadingId = useId();
  const renderItems = (items: readonly NavItem[]) =>
    items.map((item) => (
      <ListItem key={item.to} disablePadding>
        <ListItemButton
          component={NavLink}
          to={item.to}
          end
          onClick={onClose}
          sx={{ '&.active': { color: 'primary.main', fontWeight: 700 } }}
        >
          <ListItemText primary={item.label} />
        </ListItemButton>
      </ListItem>
    ));

  return (
    <Drawer
      anchor="left"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { 'aria-label': 'Menú', sx: { width: 280 } } }}
    >
      <Box component="nav" aria-label="Menú principal móvil" sx={{ py: 2 }}>
        <Box sx={{ px: 2, pb: 2 }}>
          <BrandLogo onClick={onClose} />
        </Box>
        <Divider />
        <List>{renderItems(MAIN_NAV)}</List>
        <Divider />
        {account ? (
          <>
            {/* Beside the list, not inside it: a list holds list items only. */}
            <ListSubheader id={accountHeadingId} component="div">
              {account.name || 'Mi cuenta'}
            </ListSubheader>
            <List aria-labelledby={accountHeadingId} sx={{ pt: 0 }}>
              {renderItems([OFFER_SERVICE_ACTION, ...ACCOUNT_MENU])}
              <ListItem disablePadding>
                <ListItemButton
                  onClick={() => {
                    onClose();
                    account.onLogout();
                  }}
                >
                  <ListItemText primary="Cerrar sesión" />
                </ListItemButton>
              </ListItem>
            </List>
          </>
        ) : (
          <List>{renderItems(GUEST_ACTIONS)}</List>
        )}
      </Box>
    </Drawer>
  );
}
