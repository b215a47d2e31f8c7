import { useId } from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import { useController } from 'react-hook-form';
import { EDITOR_TEXTS } from '../service-editor-texts';
import type { ServiceFormValues } from '../service-form';

const TEXTS = EDITOR_TEXTS.fields;

/** 'No atiendo feriados nacionales': the switch says what it does in its hint, and a server refusal under it. */
export function NationalHolidaysSwitch() {
  const hintId = useId();
  const { field, fieldState } = useController<ServiceFormValues, 'skipsNationalHolidays'>({
    name: 'skipsNationalHolidays',
  });
  const { error } = fieldState;

  return (
    <FormControl error={Boolean(error)}>
      <FormControlLabel
        label={TEXTS.skipsNationalHolidays}
        control={
          <Switch
            name={field.name}
            checked={field.value}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
            slotProps={{ input: { ref: field.ref, 'aria-describedby': hintId } }}
          />
        }
      />
      <FormHelperText id={hintId} sx={{ mx: 0 }}>
        {error?.message ?? TEXTS.skipsNationalHolidaysHint}
      </FormHelperText>
    </FormControl>
  );
}
