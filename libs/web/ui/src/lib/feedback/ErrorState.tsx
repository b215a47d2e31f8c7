import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';

export interface ErrorStateProps {
  title?: string;
  message?: string;
  /** Buttons offered to recover, e.g. retry or go home. */
  actions?: ReactNode;
}

/** A screen-level error with a way out; never shows technical details. */
export function ErrorState({
  title = 'Algo salió mal',
  message = 'Error inesperado del sistema. Intenta nuevamente en unos minutos.',
  actions,
}: ErrorStateProps) {
  return (
    <Box role="alert" sx={{ textAlign: 'center', py: 10, px: 2 }}>
      <ErrorOutlineIcon color="error" sx={{ fontSize: 56 }} aria-hidden />
      <Typography variant="h4" component="h1" sx={{ mt: 2 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        {message}
      </Typography>
      {actions && (
        <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'center', flexWrap: 'wrap' }}>{actions}</Box>
      )}
    </Box>
  );
}
