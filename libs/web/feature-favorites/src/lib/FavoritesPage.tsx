import { useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import { FAVORITE_MESSAGES, ROUTES } from '@changas/shared/contracts';
import { useFavoriteServices, useFavoriteToggle } from '@changas/web/data-access';
import {
  COMMON_TEXTS,
  EmptyState,
  ErrorState,
  FavoriteServiceCard,
  failureToast,
  PageLoader,
  usePageTitle,
  useToast,
} from '@changas/web/ui';
import { FAVORITES_TEXTS as TEXTS } from './favorites-texts';

/** /favorites (spec section 2): the caller's saved services, each with its detail link and a way to let it go. */
export function FavoritesPage() {
  usePageTitle(TEXTS.title);
  const saved = useFavoriteServices();
  const { notify } = useToast();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { setFavorite } = useFavoriteToggle({
    onFailure: (fallback, reason) => notify(failureToast(fallback, reason)),
  });
  // A removed card leaves at once and comes back if the server refuses.
  const [leaving, setLeaving] = useState<ReadonlySet<number>>(new Set());
  const services = (saved.data?.favorites ?? []).filter(({ id }) => !leaving.has(id));

  const remove = async (serviceId: number) => {
    setLeaving((ids) => new Set(ids).add(serviceId));
    // The card that held the focus is gone: the focus goes back to the heading.
    headingRef.current?.focus();
    const removed = await setFavorite(serviceId, false);
    setLeaving((ids) => new Set([...ids].filter((id) => id !== serviceId)));
    if (removed) notify({ type: 'success', message: FAVORITE_MESSAGES.removed });
  };

  if (saved.isError && !saved.isFetching) {
    return (
      <Container maxWidth="md">
        <ErrorState
          title={TEXTS.loadFailedTitle}
          message={saved.error.message}
          actions={
            <Button variant="contained" onClick={() => void saved.refetch()}>
              {COMMON_TEXTS.retry}
            </Button>
          }
        />
      </Container>
    );
  }

  return (
    <Container
      component="section"
      aria-labelledby="favorites-title"
      maxWidth="lg"
      sx={{ py: { xs: 3, sm: 6 } }}
    >
      <Box sx={{ mb: 4 }}>
        <Typography
          id="favorites-title"
          ref={headingRef}
          tabIndex={-1}
          variant="h4"
          component="h1"
          sx={{ fontSize: { xs: '1.5rem', sm: '2rem' } }}
        >
          {TEXTS.title}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {TEXTS.intro}
        </Typography>
      </Box>

      {saved.isPending || saved.isError ? (
        <PageLoader />
      ) : services.length === 0 ? (
        <EmptyState
          icon={<FavoriteBorderIcon />}
          title={TEXTS.emptyTitle}
          titleComponent="h2"
          description={TEXTS.emptyDescription}
          action={
            <Button component={RouterLink} to={ROUTES.services} variant="contained">
              {TEXTS.emptyAction}
            </Button>
          }
        />
      ) : (
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
          }}
        >
          {services.map((service) => (
            <li key={service.id}>
              <FavoriteServiceCard service={service} onRemove={() => void remove(service.id)} />
            </li>
          ))}
        </Box>
      )}
    </Container>
  );
}
