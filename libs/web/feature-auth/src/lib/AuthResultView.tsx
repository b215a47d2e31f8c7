import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { AuthCard } from '@changas/web/ui';

export interface ResultAction {
  label: string;
  to: string;
}

export interface AuthResultViewProps {
  title: string;
  message: string;
  icon: ReactNode;
  /** The first is the main way on. */
  actions: readonly ResultAction[];
  children?: ReactNode;
}

/** An outcome that replaces an auth form (link sent, link used or expired, password changed). */
export function AuthResultView({ title, message, icon, actions, children }: AuthResultViewProps) {
  return (
    <AuthCard title={title} subtitle={message} icon={icon} focusTitle>
      <Stack spacing={1.5}>
        {actions.map((action, index) => (
          <Button
            key={action.to}
            component={RouterLink}
            to={action.to}
            variant={index === 0 ? 'contained' : 'outlined'}
            size="large"
            fullWidth
          >
            {action.label}
          </Button>
        ))}
      </Stack>
      {children}
    </AuthCard>
  );
}
