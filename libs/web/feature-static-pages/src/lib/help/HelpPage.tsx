import { useId, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import {
  ActionCard,
  EmptyState,
  FaqAccordion,
  PageHero,
  PageSection,
  SearchField,
  usePageTitle,
} from '@changas/web/ui';
import { FAQ_ITEMS } from './faq.data';
import { filterFaqs } from './filter-faqs';
import { HELP_TOPICS } from './help-topics';
import { SupportOptions } from './SupportOptions';

function resultsSummary(count: number, topicTitle?: string) {
  const found = count === 1 ? '1 pregunta encontrada' : `${count} preguntas encontradas`;
  return topicTitle ? `${found} en «${topicTitle}»` : found;
}

/** /help: searchable questions, topic cards that filter them, and the support channels. */
export function HelpPage() {
  usePageTitle('Centro de ayuda');
  const faqHeadingId = useId();
  const [query, setQuery] = useState('');
  const [topicId, setTopicId] = useState<string | null>(null);
  const [expandedId, setExpandedId] = useState<string | null>(null);

  const topic = HELP_TOPICS.find((candidate) => candidate.id === topicId);
  const visibleItems = useMemo(() => filterFaqs(FAQ_ITEMS, query, topic?.categories), [query, topic]);
  const filtering = query.trim() !== '' || topic !== undefined;

  const clearFilters = () => {
    setQuery('');
    setTopicId(null);
  };

  const toggleTopic = (id: string) => {
    const selecting = topicId !== id;
    setTopicId(selecting ? id : null);
    // On phones the questions are below the cards: bring them into view.
    if (selecting)
      document.getElementById(faqHeadingId)?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  };

  return (
    <>
      <PageHero
        eyebrow="Ayuda"
        title="Centro de ayuda"
        subtitle="Encuentra respuestas rápidas sobre cómo usar Changas, los pagos y tu cuenta."
      >
        <Box
          component="form"
          role="search"
          onSubmit={(event) => event.preventDefault()}
          sx={{ maxWidth: 600, mx: 'auto' }}
        >
          <SearchField
            label="Buscar en el centro de ayuda"
            placeholder="Ej.: pagos, comisión, contraseña"
            value={query}
            onChange={setQuery}
          />
        </Box>
      </PageHero>

      <PageSection
        title="Explora por tema"
        subtitle="Elige un tema para ver solo sus preguntas; vuelve a elegirlo para ver todas."
      >
        <Grid container spacing={2}>
          {HELP_TOPICS.map(({ id, title, description, icon: Icon }) => (
            <Grid key={id} size={{ xs: 12, sm: 6, md: 3 }}>
              <ActionCard
                title={title}
                description={description}
                icon={<Icon />}
                selected={topicId === id}
                onClick={() => toggleTopic(id)}
              />
            </Grid>
          ))}
        </Grid>
      </PageSection>

      <PageSection id={faqHeadingId} title="Preguntas frecuentes" tone="muted" maxWidth="md">
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
            {filtering
              ? resultsSummary(visibleItems.length, topic?.title)
              : `${FAQ_ITEMS.length} preguntas frecuentes`}
          </Typography>
          {filtering && visibleItems.length > 0 && (
            <Button onClick={clearFilters} size="small">
              Ver todas las preguntas
            </Button>
          )}
        </Stack>
        <FaqAccordion
          items={visibleItems}
          expandedId={expandedId}
          onExpandedChange={setExpandedId}
          showCategory
          emptyContent={
            <EmptyState
              icon={<SearchOffIcon />}
              title="No se encontraron resultados"
              description="Prueba con otras palabras, revisa la ortografía o elige otro tema. Si aun así no encuentras lo que buscas, escríbenos."
              action={
                <Button variant="contained" onClick={clearFilters}>
                  Limpiar búsqueda
                </Button>
              }
            />
          }
        />
      </PageSection>

      <PageSection title="¿Necesitas más ayuda?" subtitle="Nuestro equipo de soporte está para ayudarte.">
        <SupportOptions />
      </PageSection>
    </>
  );
}
