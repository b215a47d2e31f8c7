import { cloneElement, type ReactElement, useId, useState } from 'react';
import Box from '@mui/material/Box';

export interface HoverLabelProps {
  /** The short text shown under the element on hover and keyboard focus. */
  label: string;
  /** One focusable element (a button, link or chip with tabIndex). */
  children: ReactElement<{ 'aria-describedby'?: string }>;
  /**
   * The label describes the element to assistive technology (its accessible description). Leave it
   * off when the element's own name already says the same, as an icon button's aria-label does.
   */
  describes?: boolean;
}

/**
 * A tooltip without MUI's Tooltip and Popper (13 kB of gzip JavaScript on every page that shows one):
 * a label under the element, shown while the pointer is over it or it has the keyboard focus, hidden
 * again with Escape (WCAG 1.4.13).
 */
export function HoverLabel({ label, children, describes = false }: HoverLabelProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <Box
      component="span"
      sx={{ position: 'relative', display: 'inline-flex' }}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onFocus={(event) => setOpen(event.target.matches(':focus-visible'))}
      onBlur={() => setOpen(false)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(false);
      }}
    >
      {describes ? cloneElement(children, { 'aria-describedby': id }) : children}
      <Box
        component="span"
        id={id}
        role={describes ? 'tooltip' : undefined}
        aria-hidden={describes ? undefined : true}
        data-open={open}
        sx={{
          position: 'absolute',
          top: '100%',
          left: '50%',
          mt: 0.5,
          px: 1,
          py: 0.5,
          width: 'max-content',
          maxWidth: 280,
          borderRadius: 1,
          bgcolor: 'grey.800',
          color: 'common.white',
          typography: 'caption',
          textAlign: 'center',
          zIndex: 'tooltip',
          transition: 'opacity 150ms, transform 150ms, visibility 150ms',
          ...(open
            ? { opacity: 1, visibility: 'visible', transform: 'translate(-50%, 0)' }
            : {
                opacity: 0,
                visibility: 'hidden',
                transform: 'translate(-50%, -4px)',
                pointerEvents: 'none',
              }),
        }}
      >
        {label}
      </Box>
    </Box>
  );
}
