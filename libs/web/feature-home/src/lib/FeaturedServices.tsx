import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { FEATURED_SERVICES_COUNT, ROUTES } from '@changas/shared/contracts';
import { useFavoriteToggle, useServiceSearch } from '@changas/web/data-access';
import { failureToast, PageSection, ServiceCardGrid, useToast } from '@changas/web/ui';
import { FEATURED_TEXTS } from './home-content';

/** The first active services (spec: 4) with a way to the whole catalogue. */
export function FeaturedServices() {
  const featured = useServiceSearch({ limit: FEATURED_SERVICES_COUNT });
  const navigate = useNavigate();
  const location = useLocation();
  const services = featured.data?.services ?? [];
  const { notify } = useToast();
  const favorites = useFavoriteToggle({
    onLoginRequired: () => navigate(ROUTES.login, { state: { from: location } }),
    onFailure: (fallback, reason) => notify(failureToast(fallback, reason)),
  });

  return (
    <PageSection title={FEATURED_TEXTS.title} subtitle={FEATURED_TEXTS.subtitle} tone="muted">
      {featured.isError && !featured.isFetching ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void featured.refetch()}>
              {FEATURED_TEXTS.retry}
            </Button>
          }
        >
          {FEATURED_TEXTS.loadFailed} {featured.error.message}
        </Alert>
      ) : featured.isSuccess && services.length === 0 ? (
        <Typography color="text.secondary">{FEATURED_TEXTS.empty}</Typography>
      ) : (
        <ServiceCardGrid
          services={services}
          loading={!featured.isSuccess}
          skeletons={FEATURED_SERVICES_COUNT}
          loadingLabel={FEATURED_TEXTS.loading}
          columns={4}
          favoriteIds={favorites.favoriteIds}
          onToggleFavorite={(service) => void favorites.toggle(service.id)}
        />
      )}
      <Box sx={{ display: 'flex', justifyContent: 'center', mt: 5 }}>
        <Button component={RouterLink} to={ROUTES.services} variant="outlined" size="large">
          {FEATURED_TEXTS.seeAll}
        </Button>
      </Box>
    </PageSection>
  );
}
