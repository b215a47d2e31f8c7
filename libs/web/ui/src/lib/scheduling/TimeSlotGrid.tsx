import { useId } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { APPOINTMENT_MESSAGES, type TimeSlotView } from '@changas/shared/contracts';
import { visuallyHiddenSx } from '../content/visually-hidden/visually-hidden';
import { type LoadFailure, RetryAlert } from '../feedback/RetryAlert';

export const TIME_SLOT_TEXTS = {
  loading: 'Cargando horarios...',
  taken: '(no disponible)',
} as const;

/** Enough for four rows of slots; longer days scroll inside the grid (spec section 9). */
export const TIME_SLOT_GRID_MAX_HEIGHT = 236;

export interface TimeSlotGridProps {
  slots: readonly TimeSlotView[];
  /** The legend naming the choice, e.g. 'Horarios disponibles'. */
  label: string;
  /** The chosen 'HH:MM'. */
  value: string | null;
  onChange: (time: string) => void;
  loading?: boolean;
  error?: LoadFailure;
  /** Every slot waits, e.g. while the request is sent. */
  disabled?: boolean;
  /** The id of a message about the choice, e.g. 'Por favor selecciona fecha y hora'. */
  describedBy?: string;
}

/**
 * The slots of a day as one group of radio buttons (arrow keys move between the free ones); taken
 * or started slots are disabled. With no slot at all it says 'No hay horarios disponibles para esta fecha'.
 */
export function TimeSlotGrid({
  slots,
  label,
  value,
  onChange,
  loading = false,
  error,
  disabled = false,
  describedBy,
}: TimeSlotGridProps) {
  const name = useId();
  const legendId = useId();

  let body;
  if (error) {
    body = <RetryAlert {...error} />;
  } else if (loading) {
    body = (
      <Box role="status" aria-live="polite">
        <Box component="span" sx={visuallyHiddenSx}>
          {TIME_SLOT_TEXTS.loading}
        </Box>
        <Skeleton variant="rounded" height={96} />
      </Box>
    );
  } else if (slots.length === 0) {
    body = (
      <Typography role="status" color="text.secondary" sx={{ py: 2 }}>
        {APPOINTMENT_MESSAGES.noSlots}
      </Typography>
    );
  } else {
    body = (
      <Box
        role="radiogroup"
        aria-labelledby={legendId}
        aria-describedby={describedBy}
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(84px, 1fr))',
          gap: 1,
          maxHeight: TIME_SLOT_GRID_MAX_HEIGHT,
          overflowY: 'auto',
          p: 0.5,
        }}
      >
        {slots.map((slot) => {
          const checked = slot.time === value;
          return (
            <Box
              component="label"
              key={slot.time}
              sx={(theme) => ({
                position: 'relative',
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
                minHeight: 44,
                borderRadius: 2,
                border: 1,
                fontWeight: 600,
                cursor: slot.available && !disabled ? 'pointer' : 'default',
                borderColor: checked ? 'primary.main' : 'divider',
                bgcolor: checked ? 'primary.main' : 'background.paper',
                color: checked ? 'primary.contrastText' : 'text.primary',
                ...(!slot.available && {
                  bgcolor: 'action.hover',
                  color: 'text.disabled',
                  textDecoration: 'line-through',
                }),
                ...(slot.available &&
                  !checked &&
                  !disabled && { '&:hover': { bgcolor: alpha(theme.palette.primary.main, 0.08) } }),
                '&:has(input:focus-visible)': {
                  outline: 3,
                  outlineColor: theme.palette.secondary.main,
                  outlineOffset: 1,
                },
              })}
            >
              <Box
                component="input"
                type="radio"
                name={name}
                value={slot.time}
                checked={checked}
                disabled={!slot.available || disabled}
                onChange={() => onChange(slot.time)}
                // Invisible over the whole label: the slot is the radio button's own click target.
                sx={{
                  position: 'absolute',
                  inset: 0,
                  width: '100%',
                  height: '100%',
                  m: 0,
                  opacity: 0,
                  cursor: 'inherit',
                }}
              />
              {slot.time}
              {!slot.available && (
                <Box component="span" sx={visuallyHiddenSx}>
                  {` ${TIME_SLOT_TEXTS.taken}`}
                </Box>
              )}
            </Box>
          );
        })}
      </Box>
    );
  }

  return (
    <Box>
      <Typography id={legendId} sx={{ fontWeight: 600, mb: 1 }}>
        {label}
      </Typography>
      {body}
    </Box>
  );
}
