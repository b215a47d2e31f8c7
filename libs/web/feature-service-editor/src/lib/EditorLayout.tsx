import type { ReactNode } from 'react';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { usePageTitle } from '@changas/web/ui';

/** The frame of both wizards: the screen's title and intro over a card holding the steps. */
export function EditorLayout({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children: ReactNode;
}) {
  usePageTitle(title);
  return (
    <Container
      component="section"
      aria-labelledby="service-editor-title"
      maxWidth="md"
      sx={{ py: { xs: 3, sm: 6 } }}
    >
      <Typography
        id="service-editor-title"
        variant="h4"
        component="h1"
        sx={{ fontSize: { xs: '1.5rem', sm: '2rem' } }}
      >
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        {intro}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 3 }}>
        {children}
      </Paper>
    </Container>
  );
}
