import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { calendarDayWriter } from '@changas/shared/util';
import { PageHero, TableOfContents } from '@changas/web/ui';
import { ContactDetails } from './ContactDetails';
import type { LegalBlock, LegalListItem, LegalSection } from './legal.types';

export interface LegalDocumentProps {
  title: string;
  intro: string;
  /** ISO date (YYYY-MM-DD) of the last change. */
  lastUpdated: string;
  sections: readonly LegalSection[];
}

/** "2026-11-01" → "1 de noviembre de 2026". */
export const formatLegalDate = calendarDayWriter({ dateStyle: 'long' });

const itemKey = (item: LegalListItem) => (typeof item === 'string' ? item : item.term);
const blockKey = (block: LegalBlock) =>
  typeof block === 'string' ? block : block.list.map(itemKey).join('|');

function ListItemContent({ item }: { item: LegalListItem }) {
  if (typeof item === 'string') return <>{item}</>;
  return (
    <>
      <Box component="strong" sx={{ fontWeight: 700, color: 'text.primary' }}>
        {item.term}:
      </Box>{' '}
      {item.text}
    </>
  );
}

function Block({ block }: { block: LegalBlock }) {
  if (typeof block === 'string') return <Typography sx={{ mb: 2 }}>{block}</Typography>;
  return (
    <Box component="ul" sx={{ mt: 0, mb: 2, pl: 3, display: 'grid', gap: 1 }}>
      {block.list.map((item) => (
        <Typography component="li" key={itemKey(item)}>
          <ListItemContent item={item} />
        </Typography>
      ))}
    </Box>
  );
}

/** A numbered legal text with its last-update date and an in-page table of contents. */
export function LegalDocument({ title, intro, lastUpdated, sections }: LegalDocumentProps) {
  const { hash } = useLocation();

  // A deep link (…#pagos-y-comisiones) arrives before this lazy page renders: scroll once it has.
  useEffect(() => {
    if (!hash) return undefined;
    const timer = window.setTimeout(
      () => document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView?.(),
      0,
    );
    return () => window.clearTimeout(timer);
  }, [hash]);

  return (
    <>
      <PageHero title={title} subtitle={intro}>
        <Typography color="text.secondary" sx={{ fontWeight: 500 }}>
          Última actualización: <time dateTime={lastUpdated}>{formatLegalDate(lastUpdated)}</time>
        </Typography>
      </PageHero>
      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
        <Grid container spacing={{ xs: 4, md: 6 }}>
          <Grid size={{ xs: 12, md: 4, lg: 3 }}>
            <Box sx={{ position: { md: 'sticky' }, top: { md: 88 } }}>
              <TableOfContents
                title="Contenido"
                items={sections.map(({ id, title: label }) => ({ id, label }))}
              />
            </Box>
          </Grid>
          <Grid size={{ xs: 12, md: 8, lg: 9 }} sx={{ maxWidth: { lg: 820 } }}>
            {sections.map((section, index) => (
              <Box
                component="section"
                key={section.id}
                aria-labelledby={section.id}
                sx={{ '&:not(:last-of-type)': { mb: 5 } }}
              >
                <Typography
                  id={section.id}
                  variant="h2"
                  sx={{ fontSize: { xs: '1.35rem', md: '1.6rem' }, mb: 2, scrollMarginTop: 88 }}
                >
                  {`${index + 1}. ${section.title}`}
                </Typography>
                {section.blocks.map((block) => (
                  <Block key={blockKey(block)} block={block} />
                ))}
                {section.withContact && <ContactDetails />}
              </Box>
            ))}
          </Grid>
        </Grid>
      </Container>
    </>
  );
}
