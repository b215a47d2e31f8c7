import type { ComponentType } from 'react';
import { useController, type FieldPath, type FieldValues, type UseControllerProps } from 'react-hook-form';
import { type FieldComponentProps, OutlinedField } from './OutlinedField';
import { SelectField, optionValue, type SelectOption } from './SelectField';

function InputTextField({ ref, ...props }: FieldComponentProps) {
  return <OutlinedField {...props} inputRef={ref} />;
}

export type FormTextFieldProps<T extends FieldValues, N extends FieldPath<T> = FieldPath<T>> = Pick<
  UseControllerProps<T, N>,
  'control' | 'name' | 'rules'
> &
  Omit<FieldComponentProps, 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'ref'> & {
    /** The field to render; a plain OutlinedField by default. */
    component?: ComponentType<FieldComponentProps>;
    /** Makes it a SelectField of these choices; the form gets a chosen number back as a number. */
    options?: readonly (string | SelectOption)[];
  };

/**
 * A react-hook-form field rendered as a controlled MUI field: the label stays in place when the
 * form fills values programmatically, the first invalid field takes focus on submit, and the
 * field's error replaces its helper text. Labels carry no asterisk (forms mark the optional
 * fields instead); a `required` input still tells assistive technology that it is required.
 */
export function FormTextField<T extends FieldValues, N extends FieldPath<T> = FieldPath<T>>({
  control,
  name,
  rules,
  component: Field = InputTextField,
  options,
  helperText,
  slotProps,
  ...props
}: FormTextFieldProps<T, N>) {
  const { field, fieldState } = useController({ control, name, rules });
  const shared = {
    ...props,
    slotProps: {
      ...slotProps,
      inputLabel: { required: false },
    },
    name: field.name,
    onBlur: field.onBlur,
    ref: field.ref,
    error: Boolean(fieldState.error),
    helperText: fieldState.error?.message ?? helperText,
  };
  if (options) {
    const chosen = (raw: string) => options.map(optionValue).find((value) => String(value) === raw) ?? raw;
    return (
      <SelectField
        {...shared}
        options={options}
        value={String(field.value ?? '')}
        onChange={(event) => field.onChange(chosen(event.target.value))}
      />
    );
  }
  return <Field {...shared} value={field.value ?? ''} onChange={field.onChange} />;
}
