import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { SectionHeading } from '../SectionHeading/SectionHeading';

export interface PageSectionProps {
  title: string;
  subtitle?: string;
  /** Id of the heading, for in-page anchors; generated when absent. */
  id?: string;
  align?: 'left' | 'center';
  /** "muted" alternates the background to separate consecutive sections. */
  tone?: 'default' | 'muted';
  maxWidth?: 'sm' | 'md' | 'lg';
  children: ReactNode;
}

/** A page band: a <section> landmark named by its h2, centred in a Container. */
export function PageSection({
  title,
  subtitle,
  id,
  align = 'left',
  tone = 'default',
  maxWidth = 'lg',
  children,
}: PageSectionProps) {
  const generatedId = useId();
  const headingId = id ?? generatedId;

  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ py: { xs: 6, md: 8 }, bgcolor: tone === 'muted' ? 'background.paper' : 'transparent' }}
    >
      <Container maxWidth={maxWidth}>
        <SectionHeading id={headingId} title={title} subtitle={subtitle} align={align} />
        {children}
      </Container>
    </Box>
  );
}
