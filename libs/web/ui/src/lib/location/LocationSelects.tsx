import type { Ref } from 'react';
import Stack, { type StackProps } from '@mui/material/Stack';
import { getLocalities, getProvinces } from '@changas/shared/locations';
import { SelectField } from '../forms/SelectField';

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
  return (
    <Stack direction={direction} spacing={2} sx={{ width: '100%' }}>
      <SelectField
        fullWidth
        size={size}
        label="Provincia"
        value={value.province}
        disabled={disabled}
        required={required}
        error={Boolean(errors.province)}
        helperText={errors.province}
        options={getProvinces()}
        keepUnlisted="first"
        anyLabel={allowAny ? 'Todas las provincias' : undefined}
        onChange={(event) => onChange({ province: event.target.value, locality: '' })}
      />
      <SelectField
        fullWidth
        size={size}
        label="Localidad"
        value={value.locality}
        ref={localityRef}
        disabled={disabled || !value.province}
        required={required}
        error={Boolean(errors.locality)}
        helperText={errors.locality ?? (value.province ? undefined : 'Elige primero una provincia')}
        // A locality typed at registration, before the list existed, stays selectable.
        options={getLocalities(value.province)}
        keepUnlisted="first"
        anyLabel={allowAny ? 'Todas las localidades' : undefined}
        onChange={(event) => onChange({ ...value, locality: event.target.value })}
      />
    </Stack>
  );
}
