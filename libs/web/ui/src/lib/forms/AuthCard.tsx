import { useEffect, useId, useRef, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export interface AuthCardProps {
  /** The page's h1. */
  title: string;
  subtitle?: ReactNode;
  /** A decorative icon above the title, for result views (link sent, link expired…). */
  icon?: ReactNode;
  children: ReactNode;
  /** Links under the card content, e.g. '¿No tienes cuenta? Regístrate'. */
  footer?: ReactNode;
  /** Wider for long forms such as registration. */
  width?: 'narrow' | 'wide';
  /** Moves focus to the title on mount: for a view that replaces another on the same route. */
  focusTitle?: boolean;
}

/** The centred card every authentication screen sits in: title, subtitle, content and footer links. */
export function AuthCard({
  title,
  subtitle,
  icon,
  children,
  footer,
  width = 'narrow',
  focusTitle = false,
}: AuthCardProps) {
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusTitle) titleRef.current?.focus();
  }, [focusTitle]);
  return (
    <Container
      component="section"
      aria-labelledby={titleId}
      maxWidth={width === 'wide' ? 'sm' : 'xs'}
      sx={{ py: { xs: 3, sm: 6 }, px: { xs: 2, sm: 3 } }}
    >
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 3 }}>
        <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center', mb: 3 }}>
          {icon && (
            <Box aria-hidden sx={{ color: 'primary.main', '& svg': { fontSize: 56 } }}>
              {icon}
            </Box>
          )}
          <Typography
            id={titleId}
            ref={titleRef}
            tabIndex={focusTitle ? -1 : undefined}
            variant="h4"
            component="h1"
            sx={{ fontSize: { xs: '1.5rem', sm: '1.75rem' }, '&:focus': { outline: 'none' } }}
          >
            {title}
          </Typography>
          {subtitle && (
            <Typography component="div" color="text.secondary">
              {subtitle}
            </Typography>
          )}
        </Stack>
        {children}
        {footer && (
          <Stack spacing={1} sx={{ mt: 3, alignItems: 'center', textAlign: 'center' }}>
            {footer}
          </Stack>
        )}
      </Paper>
    </Container>
  );
}
