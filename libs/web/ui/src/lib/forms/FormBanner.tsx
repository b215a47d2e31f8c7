import type { ReactNode } from 'react';
import Alert, { type AlertProps } from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';

export interface FormBannerProps {
  severity: 'success' | 'error' | 'warning' | 'info';
  /** e.g. '¡Registro exitoso!' or 'Error en el registro'. */
  title?: string;
  message: ReactNode;
  onClose?: () => void;
  sx?: AlertProps['sx'];
}

/**
 * The outcome of a form above or below it. Errors and warnings are announced at once (alert);
 * successes and notices politely (status).
 */
export function FormBanner({ severity, title, message, onClose, sx }: FormBannerProps) {
  const urgent = severity === 'error' || severity === 'warning';
  return (
    <Alert
      severity={severity}
      role={urgent ? 'alert' : 'status'}
      aria-live={urgent ? 'assertive' : 'polite'}
      onClose={onClose}
      sx={sx}
    >
      {title && <AlertTitle>{title}</AlertTitle>}
      {message}
    </Alert>
  );
}
