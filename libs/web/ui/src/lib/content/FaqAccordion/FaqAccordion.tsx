import { useId, useState, type ReactNode } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

export interface FaqAccordionItem {
  /** Stable key; the question is used when absent. */
  id?: string;
  question: string;
  answer: string;
  category?: string;
}

export interface FaqAccordionProps {
  items: readonly FaqAccordionItem[];
  /** Key of the open item (controlled). Leave undefined to let the component keep it. */
  expandedId?: string | null;
  onExpandedChange?: (id: string | null) => void;
  /** Heading that wraps each question: h3 under a page section's h2. */
  headingComponent?: 'h2' | 'h3' | 'h4';
  /** Shows each item's category as a chip beside the question. */
  showCategory?: boolean;
  /** Shown when there are no items; `emptyContent` replaces it with anything richer. */
  emptyText?: string;
  emptyContent?: ReactNode;
}

export const faqItemKey = (item: FaqAccordionItem) => item.id ?? item.question;

/** Questions and answers where only one answer is open at a time; opening one closes the other. */
export function FaqAccordion({
  items,
  expandedId,
  onExpandedChange,
  headingComponent = 'h3',
  showCategory = false,
  emptyText = 'No hay preguntas para mostrar.',
  emptyContent,
}: FaqAccordionProps) {
  const baseId = useId();
  const [ownExpanded, setOwnExpanded] = useState<string | null>(null);
  const controlled = expandedId !== undefined;
  const expanded = controlled ? expandedId : ownExpanded;

  const setExpanded = (next: string | null) => {
    if (!controlled) setOwnExpanded(next);
    onExpandedChange?.(next);
  };

  if (items.length === 0) {
    return <>{emptyContent ?? <Typography color="text.secondary">{emptyText}</Typography>}</>;
  }

  return (
    <Box>
      {items.map((item, index) => {
        const key = faqItemKey(item);
        const summaryId = `${baseId}-q${index}`;
        return (
          <Accordion
            key={key}
            expanded={expanded === key}
            onChange={(_, isExpanded) => setExpanded(isExpanded ? key : null)}
            disableGutters
            variant="outlined"
            slotProps={{ heading: { component: headingComponent } }}
            sx={{ '&:not(:first-of-type)': { borderTop: 0 }, '&::before': { display: 'none' } }}
          >
            <AccordionSummary
              id={summaryId}
              aria-controls={`${summaryId}-answer`}
              expandIcon={<ExpandMoreIcon aria-hidden />}
              sx={{
                px: { xs: 2, sm: 3 },
                py: 0.5,
                '& .MuiAccordionSummary-content': { gap: 1.5, alignItems: 'center', flexWrap: 'wrap' },
              }}
            >
              <Typography component="span" sx={{ fontWeight: 600 }}>
                {item.question}
              </Typography>
              {showCategory && item.category && (
                <Chip component="span" size="small" variant="outlined" label={item.category} />
              )}
            </AccordionSummary>
            <AccordionDetails sx={{ px: { xs: 2, sm: 3 }, pb: 2.5 }}>
              <Typography color="text.secondary">{item.answer}</Typography>
            </AccordionDetails>
          </Accordion>
        );
      })}
    </Box>
  );
}
