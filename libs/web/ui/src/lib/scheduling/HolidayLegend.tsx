import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { holidayLabel } from '@changas/shared/contracts';
import { dayAndMonth } from './calendar-dates';
import { CALENDAR_TEXTS } from './calendar-texts';

/** The dot that ties a holiday's day to its line in the legend. */
export const holidayDotSx = {
  width: 6,
  height: 6,
  borderRadius: '50%',
  bgcolor: 'warning.main',
  flexShrink: 0,
} as const;

/**
 * The feriados of the month on view, each with its day and name ('24 de marzo: Feriado: …'), so the
 * reason a day is off reads on the page, not only on hover or in the day's accessible name.
 */
export function HolidayLegend({ holidays }: { holidays: readonly (readonly [string, string])[] }) {
  if (holidays.length === 0) return null;
  return (
    <Box component="ul" aria-label={CALENDAR_TEXTS.holidays} sx={{ listStyle: 'none', p: 0, m: 0, mt: 1.5 }}>
      {holidays.map(([date, name]) => (
        <Typography
          component="li"
          key={date}
          variant="body2"
          color="text.secondary"
          sx={{ display: 'flex', alignItems: 'baseline', gap: 1, '& + &': { mt: 0.5 } }}
        >
          <Box component="span" aria-hidden sx={[holidayDotSx, { transform: 'translateY(-1px)' }]} />
          {`${dayAndMonth(date)}: ${holidayLabel(name)}`}
        </Typography>
      ))}
    </Box>
  );
}
