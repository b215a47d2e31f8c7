import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { visuallyHiddenSx } from '../visually-hidden/visually-hidden';

export interface StatCardProps {
  /** Already formatted for es-AR, e.g. "10.000+" or "4,8". */
  value: string;
  label: string;
  /** A decorative icon next to the value. */
  icon?: ReactNode;
  /** Shows placeholders while the figure is on its way. */
  loading?: boolean;
}

/** A headline figure with its label, read in order: "10.000+ Servicios completados". */
export function StatCard({ value, label, icon, loading = false }: StatCardProps) {
  return (
    <Paper
      variant="outlined"
      aria-busy={loading || undefined}
      sx={{ p: 3, height: '100%', textAlign: 'center' }}
    >
      {loading ? (
        <>
          <Skeleton variant="text" sx={{ fontSize: '2.5rem', mx: 'auto', width: '60%' }} />
          <Skeleton variant="text" sx={{ mx: 'auto', width: '80%' }} />
          <Box component="span" sx={visuallyHiddenSx}>
            Cargando...
          </Box>
        </>
      ) : (
        <>
          <Typography
            component="p"
            sx={{
              display: 'inline-flex',
              alignItems: 'center',
              gap: 0.5,
              fontSize: { xs: '2rem', md: '2.5rem' },
              fontWeight: 800,
              color: 'primary.main',
              lineHeight: 1.2,
            }}
          >
            {value}
            {icon && (
              <Box
                component="span"
                aria-hidden
                sx={{ display: 'inline-flex', '& svg': { fontSize: '0.8em' } }}
              >
                {icon}
              </Box>
            )}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5, fontWeight: 500 }}>
            {label}
          </Typography>
        </>
      )}
    </Paper>
  );
}
