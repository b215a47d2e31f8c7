import { useRef } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import { OutlinedField } from '../../forms/OutlinedField';

export interface SearchFieldProps {
  /** Visible label, also the accessible name of the text box. */
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Called after the clear button or Escape empties the field. */
  onClear?: () => void;
  placeholder?: string;
  helperText?: string;
  disabled?: boolean;
  id?: string;
  size?: 'small' | 'medium';
}

/** A labelled search box with a search icon and a clear button (Escape clears too). */
export function SearchField({
  label,
  value,
  onChange,
  onClear,
  placeholder,
  helperText,
  disabled = false,
  id,
  size = 'medium',
}: SearchFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);

  const clear = () => {
    onChange('');
    onClear?.();
    // The clear button disappears with the text: keep keyboard focus in the field.
    inputRef.current?.focus();
  };

  return (
    <OutlinedField
      id={id}
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && value) {
          event.preventDefault();
          clear();
        }
      }}
      placeholder={placeholder}
      helperText={helperText}
      disabled={disabled}
      size={size}
      fullWidth
      inputRef={inputRef}
      autoComplete="off"
      slotProps={{
        htmlInput: { enterKeyHint: 'search', spellCheck: false },
        input: {
          sx: { bgcolor: 'background.paper' },
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon aria-hidden color={disabled ? 'disabled' : 'action'} />
            </InputAdornment>
          ),
          endAdornment:
            value && !disabled ? (
              <InputAdornment position="end">
                <IconButton aria-label="Borrar búsqueda" edge="end" onClick={clear}>
                  <ClearIcon />
                </IconButton>
              </InputAdornment>
            ) : undefined,
        },
      }}
    />
  );
}
