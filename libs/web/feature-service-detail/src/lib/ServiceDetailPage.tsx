import { useEffect, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import RefreshIcon from '@mui/icons-material/Refresh';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { ROUTES, type ServiceView } from '@changas/shared/contracts';
import { ApiError, useFavoriteToggle, useService, useSession } from '@changas/web/data-access';
import {
  EmptyState,
  ErrorState,
  FavoriteButton,
  failureToast,
  PageLoader,
  usePageTitle,
  useToast,
  visuallyHiddenSx,
} from '@changas/web/ui';
import { parseRouteId } from '@changas/shared/util';
import { BOOKING_REQUEST_PARAM } from './booking/booking-texts';
import { ServiceDetailTabs } from './ServiceDetailTabs';
import { ServiceSidebar, type Viewer } from './ServiceSidebar';
import { ServiceSummary } from './ServiceSummary';
import { SERVICE_DETAIL_TEXTS } from './service-detail-texts';

const backToServices = (
  <Button component={RouterLink} to={ROUTES.services} variant="outlined">
    {SERVICE_DETAIL_TEXTS.backToServices}
  </Button>
);

/** True when the visit asked for the request modal (`?solicitar=1`); the parameter leaves the address at once. */
function useRequestOnLoad(): boolean {
  const [params, setParams] = useSearchParams();
  const [requested] = useState(() => params.has(BOOKING_REQUEST_PARAM));
  useEffect(() => {
    if (!params.has(BOOKING_REQUEST_PARAM)) return;
    setParams(
      (current) => {
        current.delete(BOOKING_REQUEST_PARAM);
        return current;
      },
      { replace: true },
    );
  }, [params, setParams]);
  return requested;
}

function ServiceDetail({ service }: { service: ServiceView }) {
  const { user } = useSession();
  const requestOnLoad = useRequestOnLoad();
  const viewer: Viewer = !user ? 'anonymous' : user.id === service.providerId ? 'owner' : 'client';
  const navigate = useNavigate();
  const location = useLocation();
  const { notify } = useToast();
  const favorites = useFavoriteToggle({
    onLoginRequired: () => navigate(ROUTES.login, { state: { from: location } }),
    onFailure: (fallback, reason) => notify(failureToast(fallback, reason)),
  });
  const heart = viewer !== 'owner' && (
    <FavoriteButton
      title={service.title}
      favorite={favorites.favoriteIds.has(service.id)}
      onToggle={() => void favorites.toggle(service.id)}
      sx={{ border: 1, borderColor: 'divider', flexShrink: 0 }}
    />
  );
  return (
    <Grid container spacing={{ xs: 3, md: 5 }}>
      <Grid size={{ xs: 12, md: 8 }}>
        <ServiceSummary service={service} titleAction={heart} />
        <ServiceDetailTabs service={service} viewer={viewer} />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <ServiceSidebar service={service} viewer={viewer} requestOnLoad={requestOnLoad} />
      </Grid>
    </Grid>
  );
}

function ServiceNotFound() {
  return (
    <>
      <Typography variant="h1" sx={visuallyHiddenSx}>
        {SERVICE_DETAIL_TEXTS.fallbackTitle}
      </Typography>
      <EmptyState
        title={SERVICE_DETAIL_TEXTS.notFound}
        titleComponent="h2"
        description={SERVICE_DETAIL_TEXTS.notFoundHint}
        icon={<SearchOffIcon />}
        action={backToServices}
      />
    </>
  );
}

/** What the screen shows for the id of the route, as its title and its body. */
function DetailContent({ id }: { id: number | undefined }) {
  const query = useService(id);
  const notFound = query.error instanceof ApiError && query.error.status === 404;
  let title: string = SERVICE_DETAIL_TEXTS.fallbackTitle;
  if (query.data) title = query.data.title;
  else if (id === undefined) title = SERVICE_DETAIL_TEXTS.invalidId;
  else if (notFound) title = SERVICE_DETAIL_TEXTS.notFound;
  usePageTitle(title);

  if (id === undefined) {
    return (
      <ErrorState
        title={SERVICE_DETAIL_TEXTS.invalidId}
        message={SERVICE_DETAIL_TEXTS.notFoundHint}
        actions={backToServices}
      />
    );
  }
  if (query.data) return <ServiceDetail service={query.data} />;
  if (notFound) return <ServiceNotFound />;
  if (query.isError) {
    return (
      <ErrorState
        title={SERVICE_DETAIL_TEXTS.loadFailed}
        message={query.error.message}
        actions={
          <>
            <Button
              variant="contained"
              startIcon={<RefreshIcon />}
              onClick={() => void query.refetch()}
              disabled={query.isFetching}
            >
              {SERVICE_DETAIL_TEXTS.retry}
            </Button>
            {backToServices}
          </>
        }
      />
    );
  }
  return <PageLoader />;
}

/** /service/{id} and /services/{id}: one service as anyone may see it, with the viewer's actions. */
export function ServiceDetailPage() {
  const { id } = useParams();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <DetailContent id={parseRouteId(id)} />
    </Container>
  );
}
