import { getProvinces } from '@changas/shared/locations';
import type { OutlinedFieldProps } from './OutlinedField';
import { SelectField, type SelectFieldProps } from './SelectField';

/** Takes any field's value, as FormTextField hands it; an empty one shows nothing chosen. */
export type ProvinceSelectProps = Omit<SelectFieldProps, 'options' | 'value'> &
  Pick<OutlinedFieldProps, 'value'>;

/** A single dropdown of the Argentine provinces (for forms where the locality is free text). */
export function ProvinceSelect({ label = 'Provincia', value = '', ...props }: ProvinceSelectProps) {
  return <SelectField {...props} label={label} value={String(value)} options={getProvinces()} />;
}
