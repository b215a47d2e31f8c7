import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { visuallyHiddenSx } from '../visually-hidden/visually-hidden';

export interface StepCardProps {
  /** 1-based position in the flow. */
  step: number;
  title: string;
  description: string;
  /** A decorative icon shown beside the number. */
  icon?: ReactNode;
  headingComponent?: 'h3' | 'h4';
}

/** One step of a process; the heading reads "Paso 2: Conecta y agenda" to screen readers. */
export function StepCard({ step, title, description, icon, headingComponent = 'h3' }: StepCardProps) {
  return (
    <Paper variant="outlined" sx={{ p: 3, height: '100%' }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 2 }}>
        <Box
          aria-hidden
          sx={{
            width: 44,
            height: 44,
            borderRadius: '50%',
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            display: 'grid',
            placeItems: 'center',
            fontWeight: 800,
            fontSize: '1.25rem',
            flexShrink: 0,
          }}
        >
          {step}
        </Box>
        {icon && (
          <Box
            aria-hidden
            sx={{ color: 'secondary.main', display: 'inline-flex', '& svg': { fontSize: 32 } }}
          >
            {icon}
          </Box>
        )}
      </Stack>
      <Typography component={headingComponent} variant="h4" sx={{ fontSize: '1.15rem', mb: 1 }}>
        <Box component="span" sx={visuallyHiddenSx}>
          {`Paso ${step}: `}
        </Box>
        {title}
      </Typography>
      <Typography color="text.secondary">{description}</Typography>
    </Paper>
  );
}
