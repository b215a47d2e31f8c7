import { useId, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import LoginIcon from '@mui/icons-material/Login';
import PersonOutlineIcon from '@mui/icons-material/PersonOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import ScheduleIcon from '@mui/icons-material/Schedule';
import {
  CLIENT_ERROR_MESSAGES,
  isLeader,
  REVIEW_MESSAGES,
  ROUTES,
  SERVICE_MESSAGES,
  type RatingDistribution,
  type ReviewView,
  type ServiceView,
  type ZoneView,
} from '@changas/shared/contracts';
import { normalizeSearchText } from '@changas/shared/util';
import { WeeklyAvailability } from '../lib/availability/WeeklyAvailability';
import { CategoryIcon } from '../lib/category/CategoryIcon';
import { FavoriteButton } from '../lib/favorite-card/FavoriteButton';
import { ErrorState } from '../lib/feedback/ErrorState';
import { PageLoader } from '../lib/feedback/PageLoader';
import { ServiceImage } from '../lib/my-service-card/ServiceImage';
import { LeaderBadge } from '../lib/rating/LeaderBadge';
import { ReviewCard } from '../lib/reviews/ReviewCard';
import { ReviewSummary } from '../lib/reviews/ReviewSummary';
import { FIXTURE_TODAY } from '../lib/scheduling/appointment.fixtures';
import { MonthCalendar } from '../lib/scheduling/MonthCalendar';
import { ServiceRating } from '../lib/service-detail/ServiceRating';
import { PageFrame } from './PageFrame';
import { calendarDaysOf } from './page-fixtures';
import { DETAIL_TEXTS as TEXTS } from './page-texts';

/** Who looks at the service decides what the sidebar offers. */
export type Viewer = 'anonymous' | 'client' | 'owner';

export interface ServiceReviewsData {
  reviews: readonly ReviewView[];
  distribution: RatingDistribution;
}

const zoneText = ({ neighborhood, locality, province }: ZoneView) =>
  [neighborhood, locality, province].filter(Boolean).join(', ');

function Summary({ service, titleAction }: { service: ServiceView; titleAction: ReactNode }) {
  // Ids from useId: a docs page shows every story of the file at once.
  const zonesTitleId = useId();
  return (
    <Box>
      <ServiceImage
        imageUrl={service.image_url}
        category={service.category}
        height={320}
        sx={{ borderRadius: 3, mb: 3 }}
      />
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 1.5 }}>
        <Chip
          icon={<CategoryIcon slug={normalizeSearchText(service.category)} />}
          label={service.category}
          color="primary"
          variant="outlined"
          size="small"
        />
        {isLeader(service.average_rating, service.ratings_count) && <LeaderBadge />}
      </Stack>
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'flex-start', justifyContent: 'space-between', mb: 1 }}
      >
        <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
          {service.title}
        </Typography>
        {titleAction}
      </Stack>
      <ServiceRating average={service.average_rating} count={service.ratings_count} />
      <Typography variant="h2" sx={{ fontSize: '1.1rem', mt: 3 }} id={zonesTitleId}>
        {TEXTS.zones}
      </Typography>
      <List dense aria-labelledby={zonesTitleId}>
        {service.zones.map((zone) => (
          <ListItem key={zoneText(zone)} disableGutters>
            <ListItemIcon sx={{ minWidth: 32 }}>
              <PlaceOutlinedIcon fontSize="small" aria-hidden />
            </ListItemIcon>
            <ListItemText primary={zoneText(zone)} />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}

function ReviewsPanel({
  reviews,
  distribution,
  service,
  viewer,
}: ServiceReviewsData & { service: ServiceView; viewer: Viewer }) {
  return (
    <Stack spacing={3}>
      <ReviewSummary
        average={service.average_rating}
        count={service.ratings_count}
        distribution={distribution}
      />
      {viewer === 'client' && <Alert severity="info">{REVIEW_MESSAGES.hireToReview}</Alert>}
      {reviews.length > 0 && (
        <Stack spacing={1.5}>
          <Typography component="h3" variant="h6">
            {TEXTS.others}
          </Typography>
          {reviews.map((review) => (
            <ReviewCard key={review.id} review={review} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

const TABS = ['description', 'availability', 'reviews'] as const;
export type DetailTab = (typeof TABS)[number];

function DetailTabs({
  service,
  viewer,
  reviews,
  initialTab,
}: {
  service: ServiceView;
  viewer: Viewer;
  reviews: ServiceReviewsData;
  initialTab: DetailTab;
}) {
  const [current, setCurrent] = useState(initialTab);
  const idPrefix = useId();
  const panels: Record<DetailTab, { label: string; content: ReactNode }> = {
    description: {
      label: TEXTS.description,
      content: <Typography sx={{ whiteSpace: 'pre-line' }}>{service.description}</Typography>,
    },
    availability: {
      label: TEXTS.availability,
      content: (
        <Stack spacing={3}>
          <WeeklyAvailability availability={service.availability} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.5, sm: 3 }}>
            <Typography color="text.secondary">{TEXTS.slotLength(service.duration_minutes)}</Typography>
            <Typography color="text.secondary">{TEXTS.bookingWindow(service.booking_window_days)}</Typography>
          </Stack>
          <Box component="section" aria-labelledby={`${idPrefix}-calendar`} sx={{ maxWidth: 380 }}>
            <Typography
              id={`${idPrefix}-calendar`}
              variant="h4"
              component="h3"
              sx={{ fontSize: '1.05rem', mb: 1 }}
            >
              {TEXTS.upcomingDates}
            </Typography>
            <MonthCalendar
              readOnly
              days={calendarDaysOf(service.availability)}
              label={TEXTS.upcomingDates}
              today={FIXTURE_TODAY}
            />
          </Box>
        </Stack>
      ),
    },
    reviews: {
      label: TEXTS.reviews,
      content: <ReviewsPanel {...reviews} service={service} viewer={viewer} />,
    },
  };
  return (
    <Box sx={{ mt: 3 }}>
      <Tabs
        value={current}
        onChange={(_event, tab: DetailTab) => setCurrent(tab)}
        aria-label={TEXTS.tabs}
        variant="scrollable"
        allowScrollButtonsMobile
        selectionFollowsFocus
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {TABS.map((tab) => (
          <Tab
            key={tab}
            value={tab}
            label={panels[tab].label}
            id={`${idPrefix}-tab-${tab}`}
            aria-controls={`${idPrefix}-panel-${tab}`}
          />
        ))}
      </Tabs>
      {TABS.map((tab) => (
        <Box
          key={tab}
          role="tabpanel"
          id={`${idPrefix}-panel-${tab}`}
          aria-labelledby={`${idPrefix}-tab-${tab}`}
          hidden={tab !== current}
          tabIndex={0}
          sx={{ py: 3 }}
        >
          {tab === current && panels[tab].content}
        </Box>
      ))}
    </Box>
  );
}

function SidebarAction({ service, viewer }: { service: ServiceView; viewer: Viewer }) {
  if (viewer === 'owner') {
    return (
      <Stack spacing={1.5}>
        <Alert severity="info">{TEXTS.ownerNotice}</Alert>
        <Button
          component={RouterLink}
          to={ROUTES.editService(service.id)}
          variant="contained"
          size="large"
          startIcon={<EditOutlinedIcon />}
        >
          {TEXTS.edit}
        </Button>
      </Stack>
    );
  }
  if (viewer === 'anonymous') {
    return (
      <Button
        component={RouterLink}
        to={ROUTES.login}
        variant="contained"
        size="large"
        startIcon={<LoginIcon />}
      >
        {TEXTS.loginToRequest}
      </Button>
    );
  }
  return (
    <Button variant="contained" size="large" startIcon={<EventAvailableIcon />}>
      {TEXTS.request}
    </Button>
  );
}

function Sidebar({ service, viewer }: { service: ServiceView; viewer: Viewer }) {
  const { provider } = service;
  const providerTitleId = useId();
  return (
    <Paper variant="outlined" sx={{ p: 3, borderRadius: 3, position: { md: 'sticky' }, top: { md: 96 } }}>
      <Stack spacing={2}>
        <div>
          <Typography sx={{ fontSize: '1.75rem', fontWeight: 800, color: 'primary.dark' }}>
            {TEXTS.price(service.price)}
          </Typography>
          <Typography color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
            <ScheduleIcon fontSize="small" aria-hidden />
            {TEXTS.duration(service.duration_minutes)}
          </Typography>
        </div>
        <SidebarAction service={service} viewer={viewer} />
        <Divider />
        <section aria-labelledby={providerTitleId}>
          <Typography id={providerTitleId} variant="h2" sx={{ fontSize: '1.1rem', mb: 1 }}>
            {TEXTS.provider}
          </Typography>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
            <PersonOutlineIcon color="action" aria-hidden sx={{ mt: 0.25 }} />
            <div>
              <Typography sx={{ fontWeight: 600 }}>{provider.name}</Typography>
              <Typography variant="body2" color="text.secondary">
                {[provider.locality, provider.province].filter(Boolean).join(', ')}
              </Typography>
              <Link component={RouterLink} to={ROUTES.provider(service.providerId)} variant="body2">
                {TEXTS.providerProfile}
              </Link>
            </div>
          </Stack>
        </section>
      </Stack>
    </Paper>
  );
}

export interface ServiceDetailPageProps {
  service: ServiceView;
  viewer: Viewer;
  reviews: ServiceReviewsData;
  /** The tab open on arrival. */
  initialTab?: DetailTab;
  /** 'loading' while the service is on its way; 'error' when it could not be fetched. */
  status?: 'ready' | 'loading' | 'error';
  /** The logged-in user's name in the header (client and owner). */
  userName?: string;
}

/** /service/{id} composed from the ui library: summary and tabs beside the sidebar of the viewer's actions. */
export function ServiceDetailPage({
  service,
  viewer,
  reviews,
  initialTab = 'description',
  status = 'ready',
  userName,
}: ServiceDetailPageProps) {
  const [favorite, setFavorite] = useState(false);
  const heart = viewer !== 'owner' && (
    <FavoriteButton
      title={service.title}
      favorite={favorite}
      onToggle={() => setFavorite((saved) => !saved)}
      sx={{ border: 1, borderColor: 'divider', flexShrink: 0 }}
    />
  );
  let content: ReactNode = <PageLoader />;
  if (status === 'error') {
    content = (
      <ErrorState
        title={SERVICE_MESSAGES.loadFailed}
        message={CLIENT_ERROR_MESSAGES.network}
        actions={
          <>
            <Button variant="contained" startIcon={<RefreshIcon />}>
              {TEXTS.retry}
            </Button>
            <Button component={RouterLink} to={ROUTES.services} variant="outlined">
              {TEXTS.backToServices}
            </Button>
          </>
        }
      />
    );
  } else if (status === 'ready') {
    content = (
      <Grid container spacing={{ xs: 3, md: 5 }}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Summary service={service} titleAction={heart} />
          <DetailTabs service={service} viewer={viewer} reviews={reviews} initialTab={initialTab} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Sidebar service={service} viewer={viewer} />
        </Grid>
      </Grid>
    );
  }
  return (
    <PageFrame userName={userName}>
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        {content}
      </Container>
    </PageFrame>
  );
}
