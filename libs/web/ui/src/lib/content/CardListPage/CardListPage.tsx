import { Children, useId, type ReactNode, type Ref } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ErrorState } from '../../feedback/ErrorState';
import { PageLoader } from '../../feedback/PageLoader';
import { COMMON_TEXTS } from '../../texts/common-texts';
import { CardList } from '../CardList/CardList';
import { EmptyState, type EmptyStateProps } from '../EmptyState/EmptyState';

export interface CardListPageProps {
  title: string;
  intro: string;
  /** The h1 takes the focus back when the card that held it goes away. */
  headingRef?: Ref<HTMLHeadingElement>;
  /** Beside the heading, e.g. 'Publicar nuevo servicio'. */
  action?: ReactNode;
  /** The list could not be loaded: the page becomes this error, with 'Reintentar'. */
  error?: { title: string; message: string; onRetry: () => void };
  loading?: boolean;
  /** What the page says when it has no cards. */
  empty: EmptyStateProps;
  /** The cards, each in its `<li>`; none shows `empty`. */
  children?: ReactNode;
  /** After the cards: pagination, dialogs. */
  footer?: ReactNode;
}

/**
 * A page of the user's own cards (/favorites, /my-services): its heading and intro, then a loader,
 * the empty state or the cards; a load failure replaces the page with its error and a retry.
 */
export function CardListPage({
  title,
  intro,
  headingRef,
  action,
  error,
  loading = false,
  empty,
  children,
  footer,
}: CardListPageProps) {
  const titleId = useId();

  if (error) {
    return (
      <Container maxWidth="md">
        <ErrorState
          title={error.title}
          message={error.message}
          actions={
            <Button variant="contained" onClick={error.onRetry}>
              {COMMON_TEXTS.retry}
            </Button>
          }
        />
      </Container>
    );
  }

  return (
    <Container component="section" aria-labelledby={titleId} maxWidth="lg" sx={{ py: { xs: 3, sm: 6 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 4 }}
      >
        <Box>
          <Typography
            id={titleId}
            ref={headingRef}
            tabIndex={-1}
            variant="h4"
            component="h1"
            sx={{ fontSize: { xs: '1.5rem', sm: '2rem' } }}
          >
            {title}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {intro}
          </Typography>
        </Box>
        {action}
      </Stack>

      {loading ? (
        <PageLoader />
      ) : Children.count(children) === 0 ? (
        <EmptyState titleComponent="h2" {...empty} />
      ) : (
        <CardList>{children}</CardList>
      )}
      {footer}
    </Container>
  );
}
