import type { SxProps, Theme } from '@mui/material/styles';
import { SelectField } from './SelectField';

export interface TimeSelectProps {
  label: string;
  /** 'HH:MM', 24 h. */
  value: string;
  onChange: (value: string) => void;
  /** The times offered, 'HH:MM' in 24 h and in order (e.g. CREATE_WIZARD_SLOT_TIMES of contracts). */
  times: readonly string[];
  disabled?: boolean;
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
}

/**
 * A time of day picked from a 24 h list, the same in every browser and language (a native time input
 * shows '08:00 AM' in some). It is a SelectField: typing the first digits moves to the matching time,
 * and the list opens at the chosen one, as the browser's select does.
 */
export function TimeSelect({ label, value, onChange, times, disabled, size, sx }: TimeSelectProps) {
  return (
    <SelectField
      label={label}
      value={value}
      disabled={disabled}
      size={size}
      sx={sx}
      // A stored time outside the list (e.g. 09:37 saved elsewhere) stays shown and selectable, in order.
      options={times}
      keepUnlisted="sorted"
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
