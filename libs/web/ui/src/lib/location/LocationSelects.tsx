import type { Ref } from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack, { type StackProps } from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { getLocalities, getProvinces } from '@changas/shared/locations';

export interface LocationValue {
  province: string;
  locality: string;
}

export interface LocationSelectsProps {
  value: LocationValue;
  onChange: (value: LocationValue) => void;
  /** Adds an 'all' option to each select, for filters. */
  allowAny?: boolean;
  disabled?: boolean;
  required?: boolean;
  errors?: Partial<Record<keyof LocationValue, string>>;
  direction?: StackProps['direction'];
  size?: 'small' | 'medium';
  /** Reaches the locality select, so a form can move the focus to it when it is refused. */
  localityRef?: Ref<HTMLInputElement>;
}

/** Keeps a stored value that is not in the list (e.g. a locality typed at registration) selectable. */
const withCurrent = (options: readonly string[], current: string) =>
  current && !options.includes(current) ? [current, ...options] : options;

/** Province dropdown and the locality dropdown that depends on it; changing province empties locality. */
export function LocationSelects({
  value,
  onChange,
  allowAny = false,
  disabled = false,
  required = false,
  errors = {},
  direction = { xs: 'column', sm: 'row' },
  size = 'medium',
  localityRef,
}: LocationSelectsProps) {
  const provinces = withCurrent(getProvinces(), value.province);
  const localities = withCurrent(getLocalities(value.province), value.locality);
  const anyOption = (label: string) =>
    allowAny ? (
      <MenuItem value="">
        <em>{label}</em>
      </MenuItem>
    ) : null;

  return (
    <Stack direction={direction} spacing={2} sx={{ width: '100%' }}>
      <TextField
        select
        fullWidth
        size={size}
        label="Provincia"
        value={value.province}
        disabled={disabled}
        required={required}
        error={Boolean(errors.province)}
        helperText={errors.province}
        onChange={(event) => onChange({ province: event.target.value, locality: '' })}
      >
        {anyOption('Todas las provincias')}
        {provinces.map((province) => (
          <MenuItem key={province} value={province}>
            {province}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        fullWidth
        size={size}
        label="Localidad"
        value={value.locality}
        inputRef={localityRef}
        disabled={disabled || !value.province}
        required={required}
        error={Boolean(errors.locality)}
        helperText={errors.locality ?? (value.province ? undefined : 'Elige primero una provincia')}
        // The hint must stay readable while the select waits for a province; an error keeps its colour.
        slotProps={{
          formHelperText: { sx: { '&.Mui-disabled:not(.Mui-error)': { color: 'text.secondary' } } },
        }}
        onChange={(event) => onChange({ ...value, locality: event.target.value })}
      >
        {anyOption('Todas las localidades')}
        {localities.map((locality) => (
          <MenuItem key={locality} value={locality}>
            {locality}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
