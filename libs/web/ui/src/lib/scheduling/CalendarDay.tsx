import Box from '@mui/material/Box';
import { alpha, type Theme } from '@mui/material/styles';
import { holidayLabel } from '@changas/shared/contracts';
import { visuallyHiddenSx } from '../content/visually-hidden/visually-hidden';
import { longDate } from './calendar-dates';
import { CALENDAR_TEXTS } from './calendar-texts';
import { holidayDotSx } from './HolidayLegend';

interface DayProps {
  date: string;
  /** The day has a free slot within the horizon. */
  available: boolean;
  today: boolean;
  /** The national holiday's name, when the day is one. */
  holiday?: string;
}

/** 'Martes, 24 de marzo de 2026', followed by 'Feriado: <name>' on a holiday. */
const dayName = (date: string, holiday: string | undefined) =>
  holiday === undefined ? longDate(date) : `${longDate(date)}, ${holidayLabel(holiday)}`;

const cellSx = {
  width: '100%',
  maxWidth: 44,
  aspectRatio: '1',
  mx: 'auto',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: '50%',
  fontSize: '0.95rem',
} as const;

const todaySx = { outline: 1, outlineColor: 'primary.main' } as const;
/** A dot under the number, the legend's mark for a feriado. */
const holidaySx = {
  position: 'relative',
  '&::after': { content: '""', position: 'absolute', bottom: '12%', ...holidayDotSx },
} as const;
const availableSx = (theme: Theme) => ({
  fontWeight: 700,
  color: 'primary.dark',
  bgcolor: alpha(theme.palette.primary.main, 0.1),
});

/** A day that only says whether it has free slots, in words for screen readers. */
export function ReadOnlyDay({ date, available, today, holiday }: DayProps) {
  return (
    <Box
      sx={[
        cellSx,
        today && todaySx,
        holiday !== undefined && holidaySx,
        available ? availableSx : { color: 'text.secondary' },
      ]}
    >
      <span aria-hidden>{Number(date.slice(8))}</span>
      <Box component="span" sx={visuallyHiddenSx}>
        {`${dayName(date, holiday)}, ${available ? CALENDAR_TEXTS.available : CALENDAR_TEXTS.unavailable}`}
      </Box>
    </Box>
  );
}

interface SelectableDayProps extends DayProps {
  selected: boolean;
  /** The one day of the grid reached with Tab; arrows move from it. */
  tabStop: boolean;
  onClick: () => void;
}

/** A day button: disabled ones stay focusable (aria-disabled) so the arrows walk every day. */
export function SelectableDay({
  date,
  available,
  today,
  holiday,
  selected,
  tabStop,
  onClick,
}: SelectableDayProps) {
  return (
    <Box
      component="button"
      type="button"
      data-date={date}
      tabIndex={tabStop ? 0 : -1}
      aria-label={dayName(date, holiday)}
      title={holiday === undefined ? undefined : holidayLabel(holiday)}
      aria-pressed={selected}
      aria-disabled={!available}
      onClick={onClick}
      sx={[
        cellSx,
        today && todaySx,
        holiday !== undefined && holidaySx,
        {
          border: 0,
          font: 'inherit',
          cursor: available ? 'pointer' : 'default',
          bgcolor: 'transparent',
          color: 'text.disabled',
          '&:focus-visible': { outline: 3, outlineColor: 'secondary.main', outlineOffset: 1 },
        },
        available &&
          ((theme: Theme) => ({
            ...availableSx(theme),
            '&:hover': { bgcolor: alpha(theme.palette.primary.main, 0.2) },
          })),
        selected && {
          color: 'primary.contrastText',
          bgcolor: 'primary.main',
          '&:hover': { bgcolor: 'primary.dark' },
        },
      ]}
    >
      {Number(date.slice(8))}
    </Box>
  );
}
