import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { CREATE_WIZARD_SLOT_TIMES, WEEKDAY_LABELS, type Weekday } from '@changas/shared/contracts';

/** A slot as the wizard edits it: 'HH:MM' start and end. */
export interface TimeSlotValue {
  start: string;
  end: string;
}

/** 'hours' picks from the create wizard's hourly list; 'free' types any time. */
export type SlotTimeInput = 'hours' | 'free';

export interface TimeSlotRowProps {
  day: Weekday;
  /** 1 for the day's first slot; names the row for assistive technology. */
  position: number;
  slot: TimeSlotValue;
  timeInput: SlotTimeInput;
  canRemove: boolean;
  disabled: boolean;
  onChange: (slot: TimeSlotValue) => void;
  onRemove: () => void;
}

/** A stored time outside the hourly list (e.g. 09:30) stays selectable. */
const hourOptions = (current: string) =>
  current && !CREATE_WIZARD_SLOT_TIMES.includes(current)
    ? [...CREATE_WIZARD_SLOT_TIMES, current].sort()
    : CREATE_WIZARD_SLOT_TIMES;

function SlotTimeField({
  label,
  value,
  timeInput,
  disabled,
  onChange,
}: {
  label: string;
  value: string;
  timeInput: SlotTimeInput;
  disabled: boolean;
  onChange: (value: string) => void;
}) {
  const common = {
    label,
    value,
    disabled,
    size: 'small' as const,
    // Side by side, each takes half the row on a phone; stacked (typed times), each its own line.
    sx: { flex: { xs: timeInput === 'free' ? '0 0 auto' : 1, sm: '0 0 150px' } },
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
  };
  return timeInput === 'free' ? (
    <TextField {...common} type="time" slotProps={{ inputLabel: { shrink: true } }} />
  ) : (
    <TextField {...common} select>
      {hourOptions(value).map((time) => (
        <MenuItem key={time} value={time}>
          {time}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** One slot of a day: its start and end, and a button to remove it. */
export function TimeSlotRow({
  day,
  position,
  slot,
  timeInput,
  canRemove,
  disabled,
  onChange,
  onRemove,
}: TimeSlotRowProps) {
  const removeLabel = `Quitar horario ${slot.start}-${slot.end} del ${WEEKDAY_LABELS[day]}`;
  return (
    <Stack
      role="group"
      aria-label={`Horario ${position}`}
      direction="row"
      spacing={1.5}
      sx={{ alignItems: 'center' }}
    >
      {/* A typed time may read '02:00 p. m.', too wide for two fields side by side on a phone: they stack. */}
      <Stack
        direction={timeInput === 'free' ? { xs: 'column', sm: 'row' } : 'row'}
        spacing={1.5}
        sx={{ flex: { xs: 1, sm: '0 1 auto' }, minWidth: 0 }}
      >
        <SlotTimeField
          label="Desde"
          value={slot.start}
          timeInput={timeInput}
          disabled={disabled}
          onChange={(start) => onChange({ ...slot, start })}
        />
        <SlotTimeField
          label="Hasta"
          value={slot.end}
          timeInput={timeInput}
          disabled={disabled}
          onChange={(end) => onChange({ ...slot, end })}
        />
      </Stack>
      <IconButton
        aria-label={removeLabel}
        title={removeLabel}
        disabled={disabled || !canRemove}
        onClick={onRemove}
      >
        <DeleteOutlinedIcon />
      </IconButton>
    </Stack>
  );
}
