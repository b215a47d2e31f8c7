import type { ReactNode, Ref } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { ROUTES, type AppointmentView } from '@changas/shared/contracts';
import type { AppointmentListQuery } from '@changas/web/data-access';
import {
  AppointmentBoard,
  AppointmentContactActions,
  BoardViewToggle,
  COMMON_TEXTS,
  ErrorState,
  type AppointmentPerspective,
} from '@changas/web/ui';
import { OwnPhoneNotice } from './OwnPhoneNotice';
import { REQUESTS_TEXTS } from './requests-texts';
import { useBoardView } from './use-board-view';
import { useCalendarInvite } from './use-calendar-invite';

export interface RequestsScreenProps {
  title: string;
  intro: string;
  /** Controls beside the view toggle, e.g. the service filter. */
  filter?: ReactNode;
  list: AppointmentListQuery;
  loadFailedTitle: string;
  /** What an empty list shows instead of the board. */
  empty: ReactNode;
  perspective: AppointmentPerspective;
  renderNote?: (appointment: AppointmentView) => string | undefined;
  renderActions?: (appointment: AppointmentView) => ReactNode;
  isBusy?: (appointment: AppointmentView) => boolean;
  /** The page heading, which takes the focus when the control that had it disappears. */
  headingRef?: Ref<HTMLHeadingElement>;
}

const backLink = (
  <Link
    component={RouterLink}
    to={ROUTES.dashboard}
    sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 2 }}
  >
    <ArrowBackIcon fontSize="small" aria-hidden />
    {REQUESTS_TEXTS.backToDashboard}
  </Link>
);

/**
 * The frame of both request lists: back link, heading, view toggle and filter, then the board with its
 * loading, empty and error-with-retry states, and more pages on demand. An accepted request adds, for
 * either party, WhatsApp with the other one and the turno for the calendar before the page's own actions.
 */
export function RequestsScreen({
  title,
  intro,
  filter,
  list,
  loadFailedTitle,
  empty,
  perspective,
  renderNote,
  renderActions,
  isBusy,
  headingRef,
}: RequestsScreenProps) {
  const [view, setView] = useBoardView();
  const invite = useCalendarInvite();
  const actionsOf = (appointment: AppointmentView) => {
    const own = renderActions?.(appointment);
    if (appointment.status !== 'accepted') return own;
    return (
      <>
        <AppointmentContactActions
          appointment={appointment}
          perspective={perspective}
          onAddToCalendar={() => void invite.download(appointment)}
          addingToCalendar={invite.isDownloading(appointment)}
        />
        {own}
      </>
    );
  };

  if (list.isError && !list.data && !list.isFetching) {
    return (
      <Container maxWidth="md" sx={{ pt: { xs: 3, sm: 5 } }}>
        {backLink}
        <ErrorState
          title={loadFailedTitle}
          message={list.error.message}
          actions={
            <Button variant="contained" onClick={() => void list.refetch()}>
              {COMMON_TEXTS.retry}
            </Button>
          }
        />
      </Container>
    );
  }

  const appointments = list.data?.appointments ?? [];
  const total = list.data?.total ?? 0;
  let body: ReactNode;
  if (!list.data) body = <AppointmentBoard appointments={[]} view={view} perspective={perspective} loading />;
  else if (appointments.length === 0) body = empty;
  else {
    body = (
      <>
        <AppointmentBoard
          appointments={appointments}
          view={view}
          perspective={perspective}
          renderNote={renderNote}
          renderActions={actionsOf}
          isBusy={isBusy}
        />
        <Stack spacing={1.5} sx={{ alignItems: 'center', mt: 3 }}>
          <Typography variant="body2" color="text.secondary">
            {REQUESTS_TEXTS.shown(appointments.length, Math.max(total, appointments.length))}
          </Typography>
          {list.hasNextPage && (
            <Button
              variant="outlined"
              onClick={() => void list.fetchNextPage()}
              disabled={list.isFetchingNextPage}
            >
              {list.isFetchingNextPage ? REQUESTS_TEXTS.loadingMore : REQUESTS_TEXTS.loadMore}
            </Button>
          )}
        </Stack>
      </>
    );
  }

  return (
    <Container
      component="section"
      aria-labelledby="requests-title"
      maxWidth="lg"
      sx={{ py: { xs: 3, sm: 5 } }}
    >
      {backLink}
      <Typography
        id="requests-title"
        ref={headingRef}
        tabIndex={-1}
        variant="h4"
        component="h1"
        sx={{ fontSize: { xs: '1.5rem', sm: '2rem' }, outline: 'none' }}
      >
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        {intro}
      </Typography>
      <OwnPhoneNotice appointments={appointments} />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: filter ? 'space-between' : 'flex-end', alignItems: { sm: 'center' }, mb: 3 }}
      >
        {filter && <Box sx={{ minWidth: { sm: 280 } }}>{filter}</Box>}
        <BoardViewToggle value={view} onChange={setView} />
      </Stack>
      {body}
    </Container>
  );
}
