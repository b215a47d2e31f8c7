import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface SectionHeadingProps {
  title: string;
  subtitle?: string;
  /** Id of the heading, for aria-labelledby and in-page anchors. */
  id?: string;
  /** Heading level: h2 for page sections, h3 inside them. */
  level?: 2 | 3;
  align?: 'left' | 'center';
}

/** A section title with an optional lead sentence; keeps the h1 → h2 → h3 order explicit. */
export function SectionHeading({ title, subtitle, id, level = 2, align = 'left' }: SectionHeadingProps) {
  const centered = align === 'center';
  return (
    <Box sx={{ mb: { xs: 3, md: 4 }, textAlign: align }}>
      <Typography
        id={id}
        variant={level === 2 ? 'h2' : 'h3'}
        sx={{
          fontSize: level === 2 ? { xs: '1.6rem', md: '2rem' } : { xs: '1.25rem', md: '1.5rem' },
          scrollMarginTop: 88,
        }}
      >
        {title}
      </Typography>
      {subtitle && (
        <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 720, mx: centered ? 'auto' : 0 }}>
          {subtitle}
        </Typography>
      )}
    </Box>
  );
}
