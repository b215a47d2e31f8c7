import { type FieldComponentProps, OutlinedField } from './OutlinedField';

/** A choice whose stored value differs from its text (a category's slug and its name, minutes and '60 minutos'). */
export interface SelectOption {
  readonly value: string | number;
  readonly label: string;
}

/** The stored value of a choice. */
export const optionValue = (option: string | SelectOption) =>
  typeof option === 'string' ? option : option.value;

export type SelectFieldProps = Omit<FieldComponentProps, 'value'> & {
  value: string;
  /** The choices in the order shown: a plain string is both the value and the text. */
  options: readonly (string | SelectOption)[];
  /** Text of the empty choice that means 'any' (filters); without it, nothing chosen leaves the field blank. */
  anyLabel?: string;
  /**
   * Keeps a value that is not among the options (saved elsewhere, typed in an address) shown and selectable,
   * as the first choice or sorted in among them. Without it such a value shows as nothing chosen.
   */
  keepUnlisted?: 'first' | 'sorted';
};

// Code-point order: the order of 'HH:MM' times and of plain ASCII keys.
const byValue = (a: string | SelectOption, b: string | SelectOption) => {
  const [left, right] = [String(optionValue(a)), String(optionValue(b))];
  return left < right ? -1 : left > right ? 1 : 0;
};

function withUnlisted(
  options: SelectFieldProps['options'],
  value: string,
  position: SelectFieldProps['keepUnlisted'],
): SelectFieldProps['options'] {
  if (!position || !value || options.some((option) => String(optionValue(option)) === value)) return options;
  return position === 'first' ? [value, ...options] : [...options, value].sort(byValue);
}

/**
 * A dropdown of the browser's own select, in the look of the other fields: a phone opens its own
 * picker, long lists (24 provinces, up to 49 localities) scroll and search as the system's do, and
 * the field costs the page little: MUI's menu select re-renders itself while a prerendered page is
 * taken over, which made that step one long task (about 20 ms on a laptop, in /services' filters).
 */
export function SelectField({
  options,
  anyLabel,
  keepUnlisted,
  value,
  ref,
  slotProps = {},
  ...props
}: SelectFieldProps) {
  const { inputLabel, ...otherSlots } = slotProps;
  const choices = (
    <>
      {anyLabel === undefined ? <option value="" disabled hidden /> : <option value="">{anyLabel}</option>}
      {withUnlisted(options, value, keepUnlisted).map((option) => (
        <option key={optionValue(option)} value={optionValue(option)}>
          {typeof option === 'string' ? option : option.label}
        </option>
      ))}
    </>
  );
  return (
    <OutlinedField
      {...props}
      value={value}
      inputRef={ref}
      nativeOptions={choices}
      slotProps={{
        ...otherSlots,
        // The 'any' choice is text inside the field: the label stays above it.
        inputLabel: { ...inputLabel, ...(anyLabel !== undefined && { shrink: true }) },
      }}
    />
  );
}
