import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';

export interface PageHeroProps {
  /** The page's only h1. */
  title: string;
  /** One or two sentences under the title. */
  subtitle?: string;
  /** A short label above the title, e.g. "Centro de ayuda". */
  eyebrow?: string;
  /** Buttons or links under the subtitle. */
  actions?: ReactNode;
  /** Extra block content under the actions, e.g. a search box. */
  children?: ReactNode;
  align?: 'left' | 'center';
}

/** The opening band of a content page: eyebrow, h1, subtitle and optional actions. */
export function PageHero({ title, subtitle, eyebrow, actions, children, align = 'center' }: PageHeroProps) {
  const headingId = useId();
  const centered = align === 'center';

  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={(theme) => ({
        py: { xs: 6, md: 10 },
        background: `linear-gradient(180deg, ${alpha(theme.palette.primary.main, 0.08)} 0%, ${theme.palette.background.default} 100%)`,
        borderBottom: 1,
        borderColor: 'divider',
      })}
    >
      <Container maxWidth="md" sx={{ textAlign: centered ? 'center' : 'left' }}>
        {eyebrow && (
          <Typography
            component="p"
            variant="overline"
            sx={{ color: 'primary.dark', fontWeight: 700, letterSpacing: '0.08em' }}
          >
            {eyebrow}
          </Typography>
        )}
        <Typography
          id={headingId}
          variant="h1"
          sx={{
            fontSize: { xs: '2rem', sm: '2.5rem', md: '3rem' },
            lineHeight: 1.15,
          }}
        >
          {title}
        </Typography>
        {subtitle && (
          <Typography
            component="p"
            variant="h6"
            color="text.secondary"
            sx={{
              mt: 2,
              fontWeight: 400,
              fontSize: { xs: '1.05rem', md: '1.2rem' },
              maxWidth: 680,
              mx: centered ? 'auto' : 0,
            }}
          >
            {subtitle}
          </Typography>
        )}
        {actions && (
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1.5}
            useFlexGap
            sx={{
              mt: 4,
              justifyContent: centered ? 'center' : 'flex-start',
              alignItems: { xs: 'stretch', sm: 'center' },
            }}
          >
            {actions}
          </Stack>
        )}
        {children && <Box sx={{ mt: 4 }}>{children}</Box>}
      </Container>
    </Box>
  );
}
