import Box from '@mui/material/Box';
import { keyframes, lighten } from '@mui/material/styles';

// LinearProgress's indeterminate look (two bars running across a light track, same curves and
// timing) in CSS alone: the shell draws it on every page, and LinearProgress costs 6 kB of gzip code.
// Each bar spans the track and is moved and scaled rather than placed by left/right: the compositor
// animates it while the main thread is busy loading, and the page records no layout shift per frame.
// `translateX(a) scaleX(w)` draws the bar from a % to a + 100·w % of the track.
const firstBar = keyframes`
  0% { transform: translateX(-35%) scaleX(0.35); }
  60%, 100% { transform: translateX(100%) scaleX(0.9); }
`;
const secondBar = keyframes`
  0% { transform: translateX(-200%) scaleX(2); }
  60%, 100% { transform: translateX(107%) scaleX(0.01); }
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
        // Unscaled a bar would cover the track while the second one waits for its start.
        '& > span': {
          position: 'absolute',
          inset: 0,
          transform: 'scaleX(0)',
          transformOrigin: 'left',
          bgcolor: 'primary.main',
        },
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
