import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AppointmentView } from '@changas/shared/contracts';
import { AppointmentCard, type AppointmentPerspective } from '@changas/web/ui';

export interface RecentRequestsProps {
  title: string;
  perspective: AppointmentPerspective;
  /** Undefined while loading. */
  appointments?: readonly AppointmentView[];
  emptyText: string;
  /** The full list this one previews. */
  to: string;
  seeAll: string;
}

/** The latest few sent or received requests, with a link to their whole list. */
export function RecentRequests({
  title,
  perspective,
  appointments,
  emptyText,
  to,
  seeAll,
}: RecentRequestsProps) {
  const headingId = `recent-${perspective}`;
  let body;
  if (!appointments) body = [0, 1, 2].map((key) => <Skeleton key={key} variant="rounded" height={120} />);
  else if (appointments.length === 0) body = <Typography color="text.secondary">{emptyText}</Typography>;
  else {
    body = (
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
        {appointments.map((appointment) => (
          <li key={appointment.id}>
            <AppointmentCard appointment={appointment} perspective={perspective} />
          </li>
        ))}
      </Box>
    );
  }
  return (
    <Box component="section" aria-labelledby={headingId} aria-busy={!appointments}>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'baseline', flexWrap: 'wrap', gap: 1, mb: 2 }}
      >
        <Typography id={headingId} variant="h2" sx={{ fontSize: { xs: '1.25rem', md: '1.4rem' } }}>
          {title}
        </Typography>
        <Link component={RouterLink} to={to}>
          {seeAll}
        </Link>
      </Stack>
      <Stack spacing={1.5}>{body}</Stack>
    </Box>
  );
}
