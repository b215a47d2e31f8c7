import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';

export interface FeatureCardProps {
  title: string;
  /** Inline content only (text, links): it renders inside a paragraph. */
  description: ReactNode;
  /** A decorative icon; it is hidden from assistive technology. */
  icon?: ReactNode;
  headingComponent?: 'h3' | 'h4';
  /** Block content under the description, e.g. a message. */
  children?: ReactNode;
  /** A button or link pinned to the bottom of the card. */
  action?: ReactNode;
}

/** A card with an icon, a titled heading and a short text: values, benefits, support options. */
export function FeatureCard({
  title,
  description,
  icon,
  headingComponent = 'h3',
  children,
  action,
}: FeatureCardProps) {
  return (
    <Paper
      variant="outlined"
      sx={{ p: 3, height: '100%', display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      {icon && (
        <Box
          aria-hidden
          sx={(theme) => ({
            width: 48,
            height: 48,
            borderRadius: 2,
            display: 'grid',
            placeItems: 'center',
            color: 'primary.main',
            bgcolor: alpha(theme.palette.primary.main, 0.1),
            '& svg': { fontSize: 28 },
          })}
        >
          {icon}
        </Box>
      )}
      <Typography component={headingComponent} variant="h4" sx={{ fontSize: '1.15rem' }}>
        {title}
      </Typography>
      <Typography color="text.secondary">{description}</Typography>
      {children}
      {action && <Box sx={{ mt: 'auto', pt: 1 }}>{action}</Box>}
    </Paper>
  );
}
