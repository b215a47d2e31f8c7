import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ScienceOutlinedIcon from '@mui/icons-material/ScienceOutlined';

export interface DemoHelperProps {
  /** The helper exists only in demo mode: false renders nothing. */
  visible: boolean;
  label?: string;
  /** Buttons or facts for trying the product (fill buttons, debug values). */
  children: ReactNode;
}

/** A subtle dashed box of demo-only shortcuts, clearly labelled as such. */
export function DemoHelper({ visible, label = 'Ayuda para la demostración', children }: DemoHelperProps) {
  const labelId = useId();
  if (!visible) return null;
  return (
    <Box
      role="group"
      aria-labelledby={labelId}
      sx={{ mt: 3, p: 2, border: 1, borderStyle: 'dashed', borderColor: 'divider', borderRadius: 2 }}
    >
      <Typography
        id={labelId}
        variant="caption"
        color="text.secondary"
        sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mb: 1, fontWeight: 600 }}
      >
        <ScienceOutlinedIcon aria-hidden fontSize="inherit" />
        {label}
      </Typography>
      {/* A long token still wraps (the theme's overflow-wrap), without splitting the buttons' words. */}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>{children}</Box>
    </Box>
  );
}
