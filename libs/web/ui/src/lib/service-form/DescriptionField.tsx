import type { Ref } from 'react';
import Box from '@mui/material/Box';
import { OutlinedField, type OutlinedFieldProps } from '../forms/OutlinedField';

export type DescriptionFieldProps = Omit<
  OutlinedFieldProps,
  'value' | 'multiline' | 'error' | 'inputRef' | 'nativeOptions'
> & {
  value: string;
  /** The counter's limit, e.g. 500 for 'n/500'. */
  counterMax: number;
  /** Shown instead of the helper text, in red. */
  error?: string;
  /** Reaches the textarea, so a form can focus it. */
  ref?: Ref<HTMLTextAreaElement>;
};

/** A multiline text with a character counter 'n/max' under it, which turns red past the limit. */
export function DescriptionField({
  value,
  counterMax,
  error,
  helperText,
  ref,
  minRows = 5,
  ...props
}: DescriptionFieldProps) {
  const over = value.length > counterMax;
  return (
    <OutlinedField
      {...props}
      multiline
      minRows={minRows}
      value={value}
      inputRef={ref}
      error={Boolean(error)}
      helperText={
        <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
          <span>{error ?? helperText}</span>
          <Box component="span" sx={{ flexShrink: 0, color: over ? 'error.main' : 'text.secondary' }}>
            {`${value.length}/${counterMax}`}
          </Box>
        </Box>
      }
    />
  );
}
