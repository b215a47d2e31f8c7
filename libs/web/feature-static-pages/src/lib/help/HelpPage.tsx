import { useId, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import { PageHero, PageSection, SearchField, usePageTitle } from '@changas/web/ui';
import { FAQ_ITEMS } from './faq.data';
import { FaqResults } from './FaqResults';
import { filterFaqs } from './filter-faqs';
import { HELP_TOPICS } from './help-topics';
import { HelpTopics } from './HelpTopics';
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
  const searching = query.trim() !== '';
  const filtering = searching || topic !== undefined;

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

  const topics = <HelpTopics key="topics" selectedId={topicId} onToggle={toggleTopic} />;
  const questions = (
    <FaqResults
      key="questions"
      headingId={faqHeadingId}
      items={visibleItems}
      summary={
        filtering
          ? resultsSummary(visibleItems.length, topic?.title)
          : `${FAQ_ITEMS.length} preguntas frecuentes`
      }
      filtering={filtering}
      expandedId={expandedId}
      onExpandedChange={setExpandedId}
      onClear={clearFilters}
    />
  );

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

      {/*
        A typed search answers right under the search box, above the topic cards (a screen tall on a
        phone); browsing by topic keeps the questions after the cards. Keyed, the two sections swap
        places without being rebuilt, so the results' live status keeps announcing.
      */}
      {searching ? [questions, topics] : [topics, questions]}

      <PageSection title="¿Necesitas más ayuda?" subtitle="Nuestro equipo de soporte está para ayudarte.">
        <SupportOptions />
      </PageSection>
    </>
  );
}
