import Box from '@mui/material/Box';
import { keyframes, lighten } from '@mui/material/styles';

// LinearProgress's indeterminate look (two bars running across a light track, same curves and
// timing) in CSS alone: the shell draws it on every page, and LinearProgress costs 6 kB of gzip code.
const firstBar = keyframes`
  0% { left: -35%; right: 100%; }
  60%, 100% { left: 100%; right: -90%; }
`;
const secondBar = keyframes`
  0% { left: -200%; right: 100%; }
  60%, 100% { left: 107%; right: -8%; }
`;

export interface NavigationProgressProps {
  /** What is loading, read by screen readers. */
  label?: string;
}

/** The thin bar across the top of the window while the next screen's code is on its way. */
export function NavigationProgress({ label = 'Cargando página' }: NavigationProgressProps) {
  return (
    <Box
      role="progressbar"
      aria-label={label}
      sx={{
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        zIndex: 'tooltip',
        height: 4,
        overflow: 'hidden',
        bgcolor: (theme) => lighten(theme.palette.primary.main, 0.62),
        '@media print': { colorAdjust: 'exact' },
        '& > span': { position: 'absolute', top: 0, bottom: 0, bgcolor: 'primary.main' },
      }}
    >
      <Box
        component="span"
        sx={{ animation: `${firstBar} 2.1s cubic-bezier(0.65, 0.815, 0.735, 0.395) infinite` }}
      />
      <Box
        component="span"
        sx={{ animation: `${secondBar} 2.1s cubic-bezier(0.165, 0.84, 0.44, 1) 1.15s infinite` }}
      />
    </Box>
  );
}
