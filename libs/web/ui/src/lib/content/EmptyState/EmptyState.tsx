import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface EmptyStateProps {
  title: string;
  description?: string;
  /** A decorative icon above the title. */
  icon?: ReactNode;
  /** A way forward, e.g. a button that clears the filters. */
  action?: ReactNode;
  /** Heading level that fits where the state appears. */
  titleComponent?: 'h2' | 'h3' | 'h4' | 'p';
}

/** What a list shows when it has nothing to show, with a hint and a way forward. */
export function EmptyState({ title, description, icon, action, titleComponent = 'h3' }: EmptyStateProps) {
  return (
    <Box
      sx={{
        textAlign: 'center',
        py: { xs: 5, md: 6 },
        px: 2,
        border: 1,
        borderStyle: 'dashed',
        borderColor: 'divider',
        borderRadius: 2,
        bgcolor: 'background.paper',
      }}
    >
      {icon && (
        <Box aria-hidden sx={{ color: 'text.secondary', mb: 1.5, '& svg': { fontSize: 48 } }}>
          {icon}
        </Box>
      )}
      <Typography component={titleComponent} variant="h4" sx={{ fontSize: '1.2rem' }}>
        {title}
      </Typography>
      {description && (
        <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 480, mx: 'auto' }}>
          {description}
        </Typography>
      )}
      {action && <Box sx={{ mt: 3 }}>{action}</Box>}
    </Box>
  );
}
