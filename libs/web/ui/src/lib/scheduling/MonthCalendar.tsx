import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { WEEKDAYS, WEEKDAY_LABELS, type CalendarDayView } from '@changas/shared/contracts';
import { type LoadFailure, RetryAlert } from '../feedback/RetryAlert';
import { visuallyHiddenSx } from '../content/visually-hidden/visually-hidden';
import { ReadOnlyDay, SelectableDay } from './CalendarDay';
import { CALENDAR_TEXTS } from './calendar-texts';
import { HolidayLegend } from './HolidayLegend';
import {
  argentinaToday,
  calendarKeyTarget,
  monthGrid,
  monthOf,
  monthTitle,
  shiftMonth,
} from './calendar-dates';

export interface MonthCalendarProps {
  /**
   * The days of the booking horizon and whether each has a free slot; every other day is disabled. A
   * day with `holiday` is a feriado: its name joins the day's accessible name and the month's legend.
   */
  days: readonly CalendarDayView[];
  /** Names the calendar for assistive technology, e.g. 'Elige una fecha'. */
  label: string;
  /** The chosen day, 'YYYY-MM-DD'. */
  value?: string | null;
  onChange?: (date: string) => void;
  /** Shows which days have free slots without offering to pick one. */
  readOnly?: boolean;
  loading?: boolean;
  /** The days could not be loaded: the reason and a retry. */
  error?: LoadFailure;
  /** Argentina's today by default; stories and tests fix it. */
  today?: string;
  /** The id of a message about the choice, e.g. 'Por favor selecciona una fecha'. */
  describedBy?: string;
}

function CalendarMonth({
  days,
  label,
  value = null,
  onChange,
  readOnly = false,
  today,
  describedBy,
}: Omit<MonthCalendarProps, 'loading' | 'error'> & { today: string }) {
  const available = useMemo(
    () => new Set(days.filter((day) => day.has_availability).map((day) => day.date)),
    [days],
  );
  const holidays = useMemo(
    () =>
      new Map(days.flatMap(({ date, holiday }) => (holiday === undefined ? [] : [[date, holiday] as const]))),
    [days],
  );
  const firstAvailable = days.find((day) => day.has_availability)?.date;
  const firstMonth = monthOf(days[0]?.date ?? today);
  const lastMonth = monthOf(days.at(-1)?.date ?? today);
  const [month, setMonth] = useState(() => monthOf(value ?? firstAvailable ?? days[0]?.date ?? today));
  const [focused, setFocused] = useState(() => value ?? firstAvailable ?? `${month}-01`);
  const moveFocus = useRef(false);
  const grid = useRef<HTMLTableElement>(null);
  const tabStop = monthOf(focused) === month ? focused : `${month}-01`;

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    grid.current?.querySelector<HTMLElement>(`[data-date="${focused}"]`)?.focus();
  }, [focused, month]);

  const showMonth = (next: string) => {
    setMonth(next);
    setFocused([...available].find((date) => monthOf(date) === next) ?? `${next}-01`);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const target = calendarKeyTarget(event.key, focused);
    if (!target) return;
    event.preventDefault();
    const targetMonth = monthOf(target);
    if (targetMonth < firstMonth || targetMonth > lastMonth) return;
    moveFocus.current = true;
    setMonth(targetMonth);
    setFocused(target);
  };

  const weeks = monthGrid(month).reduce<string[][]>((rows, date, index) => {
    if (index % 7 === 0) rows.push([]);
    rows[rows.length - 1].push(date);
    return rows;
  }, []);

  return (
    <Box>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <IconButton
          aria-label={CALENDAR_TEXTS.previousMonth}
          disabled={month <= firstMonth}
          onClick={() => showMonth(shiftMonth(month, -1))}
        >
          <ChevronLeftIcon />
        </IconButton>
        <Typography aria-live="polite" sx={{ fontWeight: 700 }}>
          {monthTitle(month)}
        </Typography>
        <IconButton
          aria-label={CALENDAR_TEXTS.nextMonth}
          disabled={month >= lastMonth}
          onClick={() => showMonth(shiftMonth(month, 1))}
        >
          <ChevronRightIcon />
        </IconButton>
      </Stack>
      <Box
        component="table"
        ref={grid}
        role={readOnly ? undefined : 'grid'}
        aria-label={`${label}: ${monthTitle(month)}`}
        aria-describedby={describedBy}
        onKeyDown={readOnly ? undefined : onKeyDown}
        sx={{ width: '100%', borderCollapse: 'collapse', tableLayout: 'fixed' }}
      >
        <thead>
          <tr>
            {WEEKDAYS.map((weekday) => (
              <Box
                component="th"
                key={weekday}
                scope="col"
                abbr={WEEKDAY_LABELS[weekday]}
                sx={{ pb: 1, fontSize: '0.8rem', fontWeight: 600, color: 'text.secondary' }}
              >
                {WEEKDAY_LABELS[weekday].slice(0, 2)}
              </Box>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]}>
              {week.map((date) => (
                <Box component="td" key={date} role={readOnly ? undefined : 'gridcell'} sx={{ p: 0.25 }}>
                  {monthOf(date) === month &&
                    (readOnly ? (
                      <ReadOnlyDay
                        date={date}
                        available={available.has(date)}
                        today={date === today}
                        holiday={holidays.get(date)}
                      />
                    ) : (
                      <SelectableDay
                        date={date}
                        available={available.has(date)}
                        today={date === today}
                        holiday={holidays.get(date)}
                        selected={date === value}
                        tabStop={date === tabStop}
                        onClick={() => {
                          setFocused(date);
                          if (available.has(date)) onChange?.(date);
                        }}
                      />
                    ))}
                </Box>
              ))}
            </tr>
          ))}
        </tbody>
      </Box>
      <HolidayLegend holidays={[...holidays].filter(([date]) => monthOf(date) === month)} />
      {available.size === 0 ? (
        <Typography color="text.secondary" sx={{ mt: 1.5, textAlign: 'center' }}>
          {CALENDAR_TEXTS.noDates}
        </Typography>
      ) : (
        readOnly && (
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ mt: 1.5, display: 'flex', alignItems: 'center', gap: 1 }}
          >
            <Box
              component="span"
              aria-hidden
              sx={(theme) => ({
                width: 14,
                height: 14,
                borderRadius: '50%',
                bgcolor: alpha(theme.palette.primary.main, 0.12),
                border: 1,
                borderColor: 'primary.main',
              })}
            />
            {CALENDAR_TEXTS.legend}
          </Typography>
        )
      )}
    </Box>
  );
}

/**
 * A month of 6 weeks starting on Monday (spec section 9) that offers the days with a free slot.
 * Arrow keys move a day or a week, Home/End to the week's edges, PageUp/PageDown a month; days
 * without availability or outside the booking horizon stay disabled. `readOnly` only shows them.
 */
export function MonthCalendar({
  loading = false,
  error,
  today = argentinaToday(),
  ...props
}: MonthCalendarProps) {
  if (error) {
    return <RetryAlert {...error} />;
  }
  if (loading) {
    return (
      <Box role="status" aria-live="polite">
        <Box component="span" sx={visuallyHiddenSx}>
          {CALENDAR_TEXTS.loading}
        </Box>
        <Skeleton variant="rounded" height={40} sx={{ mb: 1 }} />
        <Skeleton variant="rounded" height={280} />
      </Box>
    );
  }
  return <CalendarMonth today={today} {...props} />;
}
