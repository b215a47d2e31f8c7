import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useServiceCalendar } from '@changas/web/data-access';
import { MonthCalendar } from '@changas/web/ui';
import { BOOKING_TEXTS } from './booking-texts';

/** The Disponibilidad tab's read-only calendar: the days of the coming weeks that still have a free slot. */
export function AvailabilityCalendar({ serviceId }: { serviceId: number }) {
  const calendar = useServiceCalendar(serviceId);
  return (
    <Box component="section" aria-labelledby="service-calendar-title" sx={{ maxWidth: 380 }}>
      <Typography id="service-calendar-title" variant="h4" component="h3" sx={{ fontSize: '1.05rem', mb: 1 }}>
        {BOOKING_TEXTS.upcomingDates}
      </Typography>
      <MonthCalendar
        readOnly
        days={calendar.data?.days ?? []}
        label={BOOKING_TEXTS.upcomingDates}
        loading={calendar.isPending}
        error={
          calendar.isError
            ? { message: BOOKING_TEXTS.calendarFailed, onRetry: () => void calendar.refetch() }
            : undefined
        }
      />
    </Box>
  );
}
