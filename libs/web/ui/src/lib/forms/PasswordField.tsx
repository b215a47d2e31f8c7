import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { type FieldComponentProps, OutlinedField } from './OutlinedField';

export type PasswordFieldProps = Omit<FieldComponentProps, 'type'>;

/** A password text box with a button that shows or hides what was typed. */
export function PasswordField({ ref, slotProps, disabled, ...props }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <OutlinedField
      {...props}
      disabled={disabled}
      type={visible ? 'text' : 'password'}
      inputRef={ref}
      slotProps={{
        ...slotProps,
        htmlInput: { spellCheck: false, autoCapitalize: 'none', ...slotProps?.htmlInput },
        input: {
          ...slotProps?.input,
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                edge="end"
                disabled={disabled}
                aria-label={visible ? 'Ocultar contraseña' : 'Mostrar contraseña'}
                onClick={() => setVisible((shown) => !shown)}
                // Keeps the caret in the text box when the button is clicked with a mouse.
                onMouseDown={(event) => event.preventDefault()}
              >
                {visible ? <VisibilityOffIcon /> : <VisibilityIcon />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
