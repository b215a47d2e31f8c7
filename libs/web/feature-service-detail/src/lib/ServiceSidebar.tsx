import { Link as RouterLink, useLocation } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import LoginIcon from '@mui/icons-material/Login';
import PersonOutlineIcon from '@mui/icons-material/PersonOutlined';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { ROUTES, type ServiceView } from '@changas/shared/contracts';
import { BOOKING_REQUEST_PARAM } from './booking/booking-texts';
import { RequestServiceAction } from './booking/RequestServiceAction';
import { SERVICE_DETAIL_TEXTS } from './service-detail-texts';

/** Who is looking at the service decides what the action area offers. */
export type Viewer = 'owner' | 'anonymous' | 'client';

interface ServiceActionsProps {
  service: ServiceView;
  viewer: Viewer;
  /** The visitor came back from logging in to request this service. */
  requestOnLoad: boolean;
}

function ServiceActions({ service, viewer, requestOnLoad }: ServiceActionsProps) {
  const location = useLocation();
  // As on /my-services, an inactive service cannot be edited: its owner is sent to activate it there.
  if (viewer === 'owner' && !service.isActive) {
    return (
      <Stack spacing={1.5}>
        <Alert severity="warning">{SERVICE_DETAIL_TEXTS.inactiveNotice}</Alert>
        <Button component={RouterLink} to={ROUTES.myServices} variant="outlined" size="large">
          {SERVICE_DETAIL_TEXTS.toMyServices}
        </Button>
      </Stack>
    );
  }
  if (viewer === 'owner') {
    return (
      <Stack spacing={1.5}>
        <Alert severity="info">{SERVICE_DETAIL_TEXTS.ownerNotice}</Alert>
        <Button
          component={RouterLink}
          to={ROUTES.editService(service.id)}
          variant="contained"
          size="large"
          startIcon={<EditOutlinedIcon />}
        >
          {SERVICE_DETAIL_TEXTS.edit}
        </Button>
      </Stack>
    );
  }
  if (viewer === 'anonymous') {
    // The login screen sends the visitor back here, with the request modal open.
    return (
      <Button
        component={RouterLink}
        to={ROUTES.login}
        state={{ from: { pathname: location.pathname, search: `?${BOOKING_REQUEST_PARAM}=1` } }}
        variant="contained"
        size="large"
        startIcon={<LoginIcon />}
      >
        {SERVICE_DETAIL_TEXTS.loginToRequest}
      </Button>
    );
  }
  return (
    <RequestServiceAction serviceId={service.id} serviceTitle={service.title} openOnLoad={requestOnLoad} />
  );
}

export interface ServiceSidebarProps {
  service: ServiceView;
  viewer: Viewer;
  /** Opens the request modal at once for a client (see BOOKING_REQUEST_PARAM). */
  requestOnLoad?: boolean;
}

/** Price, duration, the viewer's actions and the provider, beside the description. */
export function ServiceSidebar({ service, viewer, requestOnLoad = false }: ServiceSidebarProps) {
  const { provider } = service;
  return (
    <Paper variant="outlined" sx={{ p: 3, borderRadius: 3, position: { md: 'sticky' }, top: { md: 96 } }}>
      <Stack spacing={2}>
        <div>
          <Typography sx={{ fontSize: '1.75rem', fontWeight: 800, color: 'primary.dark' }}>
            {SERVICE_DETAIL_TEXTS.price(service.price)}
          </Typography>
          <Typography color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
            <ScheduleIcon fontSize="small" aria-hidden />
            {SERVICE_DETAIL_TEXTS.duration(service.duration_minutes)}
          </Typography>
        </div>
        <ServiceActions service={service} viewer={viewer} requestOnLoad={requestOnLoad} />
        <Divider />
        <section aria-labelledby="service-provider-title">
          <Typography id="service-provider-title" variant="h2" sx={{ fontSize: '1.1rem', mb: 1 }}>
            {SERVICE_DETAIL_TEXTS.provider}
          </Typography>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
            <PersonOutlineIcon color="action" aria-hidden sx={{ mt: 0.25 }} />
            <div>
              <Typography sx={{ fontWeight: 600 }}>{provider.name || service.providerName}</Typography>
              <Typography variant="body2" color="text.secondary">
                {[provider.locality, provider.province].filter(Boolean).join(', ')}
              </Typography>
              <Link component={RouterLink} to={ROUTES.provider(service.providerId)} variant="body2">
                {SERVICE_DETAIL_TEXTS.providerProfile}
              </Link>
            </div>
          </Stack>
        </section>
      </Stack>
    </Paper>
  );
}
