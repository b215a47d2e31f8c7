import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { EmptyState, FaqAccordion, PageSection, type FaqAccordionItem } from '@changas/web/ui';

export interface FaqResultsProps {
  /** Id of the section's heading, to scroll to it. */
  headingId: string;
  items: readonly FaqAccordionItem[];
  /** What the live status says: how many questions show, and why. */
  summary: string;
  /** Offers 'Ver todas las preguntas' (a search or a topic narrows the list). */
  filtering: boolean;
  expandedId: string | null;
  onExpandedChange: (id: string | null) => void;
  onClear: () => void;
}

/** 'Preguntas frecuentes': the questions the search and the topic leave, or the empty state. */
export function FaqResults({
  headingId,
  items,
  summary,
  filtering,
  expandedId,
  onExpandedChange,
  onClear,
}: FaqResultsProps) {
  return (
    <PageSection id={headingId} title="Preguntas frecuentes" tone="muted" maxWidth="md">
      <Stack
        direction="row"
        sx={{
          alignItems: 'center',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
          gap: 1,
          mb: 2,
          minHeight: 40,
        }}
      >
        <Typography role="status" color="text.secondary">
          {summary}
        </Typography>
        {filtering && items.length > 0 && (
          <Button onClick={onClear} size="small">
            Ver todas las preguntas
          </Button>
        )}
      </Stack>
      <FaqAccordion
        items={items}
        expandedId={expandedId}
        onExpandedChange={onExpandedChange}
        showCategory
        emptyContent={
          <EmptyState
            icon={<SearchOffIcon />}
            title="No se encontraron resultados"
            description="Prueba con otras palabras, revisa la ortografía o elige otro tema. Si aun así no encuentras lo que buscas, escríbenos."
            action={
              <Button variant="contained" onClick={onClear}>
                Limpiar búsqueda
              </Button>
            }
          />
        }
      />
    </PageSection>
  );
}
