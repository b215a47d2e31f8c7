import { useId, useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import { lazyPart } from '../lazy/lazy-component';
import { useOpenedOnce } from '../lazy/use-opened-once';

const AccountMenuList = lazyPart(
  () => import('./AccountMenuList'),
  (module) => module.AccountMenuList,
);

export interface Account {
  name: string;
  onLogout: () => void;
}

export function initialsOf(name: string): string {
  const initials = name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
  return initials || '?';
}

/** The logged-in user's menu: dashboard, profile, requests, favourites and log out. */
export function AccountMenu({ account }: { account: Account }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // The menu's code loads on the first open.
  const opened = useOpenedOnce(anchor !== null);
  const menuId = useId();
  const close = () => setAnchor(null);

  return (
    <>
      <Button
        color="inherit"
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        startIcon={
          <Avatar sx={{ width: 36, height: 36, bgcolor: 'secondary.main', fontWeight: 700 }}>
            {initialsOf(account.name)}
          </Avatar>
        }
        endIcon={<KeyboardArrowDownIcon />}
        sx={{
          maxWidth: 220,
          // The start icon slot sizes its child as a 20 px icon; the initials need 15 px to breathe in 36 px.
          '& .MuiButton-startIcon > .MuiAvatar-root': { fontSize: '0.95rem' },
        }}
      >
        <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {account.name || 'Mi cuenta'}
        </span>
      </Button>
      {opened && <AccountMenuList id={menuId} account={account} anchor={anchor} onClose={close} />}
    </>
  );
}
