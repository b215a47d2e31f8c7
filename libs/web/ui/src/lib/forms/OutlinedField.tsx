import { type ChangeEventHandler, type FocusEventHandler, type ReactNode, type Ref, useId } from 'react';
import FormControl, { type FormControlProps } from '@mui/material/FormControl';
import FormHelperText, { type FormHelperTextProps } from '@mui/material/FormHelperText';
import InputLabel, { type InputLabelProps } from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';

/** The parts of the field that take their own props, each given as an object. */
export interface FieldSlotProps {
  input?: Partial<OutlinedInputProps>;
  htmlInput?: OutlinedInputProps['inputProps'];
  inputLabel?: Partial<InputLabelProps>;
  formHelperText?: Partial<FormHelperTextProps>;
}

export type OutlinedFieldProps = Pick<
  FormControlProps,
  'className' | 'disabled' | 'error' | 'fullWidth' | 'required' | 'size' | 'sx' | 'onKeyDown'
> &
  Pick<
    OutlinedInputProps,
    | 'autoComplete'
    | 'autoFocus'
    | 'name'
    | 'placeholder'
    | 'type'
    | 'multiline'
    | 'rows'
    | 'minRows'
    | 'maxRows'
    | 'inputRef'
    | 'defaultValue'
  > & {
    id?: string;
    label?: ReactNode;
    helperText?: ReactNode;
    value?: unknown;
    onChange?: ChangeEventHandler<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>;
    onBlur?: FocusEventHandler<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>;
    onFocus?: FocusEventHandler<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>;
    /** The `<option>`s of a native select: given, the field is the browser's own select. */
    nativeOptions?: ReactNode;
    slotProps?: FieldSlotProps;
  };

/** A field built on OutlinedField whose `ref` reaches its <input> or <select>, so a form can focus it. */
export type FieldComponentProps = Omit<OutlinedFieldProps, 'inputRef' | 'nativeOptions'> & {
  ref?: Ref<HTMLInputElement>;
};

/**
 * A hint still informs while its field is disabled (a login lockout, a locality waiting for its province): it
 * keeps a readable grey instead of MUI's faded one. An error keeps its colour.
 */
const HINT_WHEN_DISABLED = { '&.Mui-disabled:not(.Mui-error)': { color: 'text.secondary' } } as const;

/**
 * MUI's outlined TextField, put together from the same parts (FormControl, InputLabel, OutlinedInput,
 * FormHelperText), with the same ids and look: every text field of the app. TextField itself imports
 * MUI's menu select (Select, Menu, Popover, Modal) and all three input variants whether a field uses
 * them or not: some 15 kB of gzip JavaScript on every page with a field, none of it ever run.
 */
export function OutlinedField({
  id: idOverride,
  label,
  helperText,
  className,
  disabled = false,
  error = false,
  fullWidth = false,
  required = false,
  size,
  sx,
  onKeyDown,
  nativeOptions,
  slotProps = {},
  ...inputProps
}: OutlinedFieldProps) {
  const generatedId = useId();
  const id = idOverride ?? generatedId;
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  const hasLabel = label != null && label !== '';
  const { input, htmlInput, inputLabel, formHelperText } = slotProps;
  const field = (
    <OutlinedInput
      {...inputProps}
      id={id}
      aria-describedby={helperTextId}
      fullWidth={fullWidth}
      label={label}
      // A label told to stay up also opens the outline's notch for it, as TextField does.
      {...(inputLabel?.shrink !== undefined && { notched: inputLabel.shrink })}
      inputProps={htmlInput}
      {...input}
    />
  );
  return (
    <FormControl
      className={className}
      disabled={disabled}
      error={error}
      fullWidth={fullWidth}
      required={required}
      size={size}
      sx={sx}
      onKeyDown={onKeyDown}
    >
      {hasLabel && (
        <InputLabel htmlFor={id} id={`${id}-label`} {...inputLabel}>
          {label}
        </InputLabel>
      )}
      {nativeOptions === undefined ? field : <NativeSelect input={field}>{nativeOptions}</NativeSelect>}
      {helperText && (
        <FormHelperText id={helperTextId} sx={HINT_WHEN_DISABLED} {...formHelperText}>
          {helperText}
        </FormHelperText>
      )}
    </FormControl>
  );
}
