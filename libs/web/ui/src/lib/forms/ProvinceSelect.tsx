import type { Ref } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { getProvinces } from '@changas/shared/locations';

export type ProvinceSelectProps = Omit<TextFieldProps, 'select' | 'children' | 'ref'> & {
  /** Reaches the select, so react-hook-form can focus it. */
  ref?: Ref<HTMLInputElement>;
};

/** A single dropdown of the Argentine provinces (for forms where the locality is free text). */
export function ProvinceSelect({ ref, label = 'Provincia', value = '', ...props }: ProvinceSelectProps) {
  return (
    <TextField {...props} select label={label} value={value} inputRef={ref}>
      {getProvinces().map((province) => (
        <MenuItem key={province} value={province}>
          {province}
        </MenuItem>
      ))}
    </TextField>
  );
}
