import { useId, useRef, type Ref } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import {
  CREATE_WIZARD_SLOT_TIMES,
  DEFAULT_TIME_SLOT,
  WEEKDAY_LABELS,
  WEEKDAYS,
  type Weekday,
} from '@changas/shared/contracts';
import { TimeSlotRow, type TimeSlotValue } from './TimeSlotRow';

export type { TimeSlotValue } from './TimeSlotRow';

/** One weekday in the wizard's form (spec section 3): whether it is offered, and its slots. */
export interface DayScheduleValue {
  enabled: boolean;
  timeSlots: TimeSlotValue[];
}

export type WeekScheduleValue = Record<Weekday, DayScheduleValue>;

/** A week with no day offered. */
export const emptyWeekSchedule = (): WeekScheduleValue =>
  Object.fromEntries(
    WEEKDAYS.map((day): [Weekday, DayScheduleValue] => [day, { enabled: false, timeSlots: [] }]),
  ) as WeekScheduleValue;

const TEXTS = {
  week: 'Días y horarios',
  addSlot: 'Agregar horario',
  unavailable: 'No disponible',
  noSlots: 'Sin horarios: agrega al menos uno.',
} as const;

export interface AvailabilityEditorProps {
  value: WeekScheduleValue;
  onChange: (value: WeekScheduleValue) => void;
  /** The 24 h times a slot may start and end at: the create wizard's hours unless told otherwise. */
  slotTimes?: readonly string[];
  /** False keeps a day's last slot: removing is possible only while the day has more than one. */
  canRemoveLast?: boolean;
  /** Each day's problem, shown under it. */
  dayErrors?: Partial<Record<Weekday, string>>;
  /** The week's own problem, e.g. that no day is offered. */
  error?: string;
  disabled?: boolean;
  /** Reaches the week's group, so a form can move the focus to it. */
  ref?: Ref<HTMLDivElement>;
}

interface DayEditorProps extends Omit<AvailabilityEditorProps, 'value' | 'onChange' | 'dayErrors' | 'ref'> {
  day: Weekday;
  schedule: DayScheduleValue;
  onChange: (schedule: DayScheduleValue) => void;
}

/**
 * A day switched on for the first time gets the default slot to adjust, rather than an error asking
 * for one; switched off, it keeps its slots to give them back when it is on again.
 */
const switched = (schedule: DayScheduleValue, enabled: boolean): DayScheduleValue => ({
  enabled,
  timeSlots: enabled && schedule.timeSlots.length === 0 ? [{ ...DEFAULT_TIME_SLOT }] : schedule.timeSlots,
});

function DayEditor({
  day,
  schedule,
  onChange,
  slotTimes = CREATE_WIZARD_SLOT_TIMES,
  canRemoveLast = true,
  error,
  disabled = false,
}: DayEditorProps) {
  const ids = { name: useId(), error: useId() };
  const addButtonRef = useRef<HTMLButtonElement>(null);
  const { enabled, timeSlots } = schedule;
  const canRemove = canRemoveLast || timeSlots.length > 1;
  const setSlots = (slots: TimeSlotValue[]) => onChange({ ...schedule, timeSlots: slots });

  return (
    <Box
      role="group"
      aria-labelledby={ids.name}
      aria-describedby={error ? ids.error : undefined}
      sx={{ border: 1, borderColor: error ? 'error.main' : 'divider', borderRadius: 2, p: 2 }}
    >
      <FormControlLabel
        label={
          <Typography id={ids.name} sx={{ fontWeight: 600 }}>
            {WEEKDAY_LABELS[day]}
          </Typography>
        }
        control={
          <Switch
            checked={enabled}
            disabled={disabled}
            onChange={(event) => onChange(switched(schedule, event.target.checked))}
          />
        }
      />
      {enabled ? (
        <Stack spacing={1.5} sx={{ mt: 1.5 }}>
          {timeSlots.length === 0 && (
            <Typography variant="body2" color="text.secondary">
              {TEXTS.noSlots}
            </Typography>
          )}
          {timeSlots.map((slot, index) => (
            <TimeSlotRow
              key={index}
              day={day}
              position={index + 1}
              slot={slot}
              times={slotTimes}
              disabled={disabled}
              canRemove={canRemove}
              onChange={(next) => setSlots(timeSlots.map((current, at) => (at === index ? next : current)))}
              onRemove={() => {
                setSlots(timeSlots.filter((_, at) => at !== index));
                // The pressed button goes away with its slot: the focus stays on the day.
                addButtonRef.current?.focus();
              }}
            />
          ))}
          <Box>
            <Button
              ref={addButtonRef}
              size="small"
              startIcon={<AddIcon />}
              disabled={disabled}
              onClick={() => setSlots([...timeSlots, { ...DEFAULT_TIME_SLOT }])}
            >
              {TEXTS.addSlot}
            </Button>
          </Box>
        </Stack>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {TEXTS.unavailable}
        </Typography>
      )}
      {error && (
        <FormHelperText id={ids.error} error role="alert" sx={{ mx: 0 }}>
          {error}
        </FormHelperText>
      )}
    </Box>
  );
}

/** The weekly availability of a service: Monday to Sunday, each switched on or off with its time slots. */
export function AvailabilityEditor({
  value,
  onChange,
  dayErrors = {},
  error,
  ref,
  ...dayProps
}: AvailabilityEditorProps) {
  const ids = { title: useId(), error: useId() };
  return (
    <Box
      ref={ref}
      tabIndex={-1}
      role="group"
      aria-labelledby={ids.title}
      aria-describedby={error ? ids.error : undefined}
      sx={{ outline: 'none' }}
    >
      <Typography id={ids.title} variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1.5 }}>
        {TEXTS.week}
      </Typography>
      <Stack spacing={1.5}>
        {WEEKDAYS.map((day) => (
          <DayEditor
            key={day}
            {...dayProps}
            day={day}
            schedule={value[day]}
            error={dayErrors[day]}
            onChange={(schedule) => onChange({ ...value, [day]: schedule })}
          />
        ))}
      </Stack>
      {error && (
        <FormHelperText id={ids.error} error role="alert" sx={{ mx: 0, mt: 1.5 }}>
          {error}
        </FormHelperText>
      )}
    </Box>
  );
}
