import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { WEEKDAY_LABELS, type Weekday } from '@changas/shared/contracts';
import { TimeSelect } from '../forms/TimeSelect';

/** A slot as the wizard edits it: 'HH:MM' start and end. */
export interface TimeSlotValue {
  start: string;
  end: string;
}

export interface TimeSlotRowProps {
  day: Weekday;
  /** 1 for the day's first slot; names the row for assistive technology. */
  position: number;
  slot: TimeSlotValue;
  /** The 24 h times each end of the slot may take. */
  times: readonly string[];
  canRemove: boolean;
  disabled: boolean;
  onChange: (slot: TimeSlotValue) => void;
  onRemove: () => void;
}

// Side by side, each time takes half the row on a phone.
const timeSx = { flex: { xs: 1, sm: '0 0 150px' } } as const;

/** One slot of a day: its start and end, and a button to remove it. */
export function TimeSlotRow({
  day,
  position,
  slot,
  times,
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
      <TimeSelect
        label="Desde"
        value={slot.start}
        times={times}
        disabled={disabled}
        size="small"
        sx={timeSx}
        onChange={(start) => onChange({ ...slot, start })}
      />
      <TimeSelect
        label="Hasta"
        value={slot.end}
        times={times}
        disabled={disabled}
        size="small"
        sx={timeSx}
        onChange={(end) => onChange({ ...slot, end })}
      />
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
