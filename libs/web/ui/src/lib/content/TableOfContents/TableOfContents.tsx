import { useId } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

export interface TableOfContentsItem {
  /** Id of the heading to jump to. */
  id: string;
  label: string;
}

export interface TableOfContentsProps {
  items: readonly TableOfContentsItem[];
  title?: string;
}

/** An in-page navigation: a numbered list of anchor links to the sections of a long page. */
export function TableOfContents({ items, title = 'Contenido' }: TableOfContentsProps) {
  const titleId = useId();
  return (
    <Box
      component="nav"
      aria-labelledby={titleId}
      sx={{ p: 2.5, border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper' }}
    >
      <Typography id={titleId} component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
        {title}
      </Typography>
      <Box component="ol" sx={{ m: 0, pl: 3, display: 'grid', gap: 1 }}>
        {items.map((item) => (
          <li key={item.id}>
            <Link href={`#${item.id}`} variant="body2" sx={{ fontWeight: 500 }}>
              {item.label}
            </Link>
          </li>
        ))}
      </Box>
    </Box>
  );
}
