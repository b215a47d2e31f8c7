import Stack from '@mui/material/Stack';
import { useController, useFormContext } from 'react-hook-form';
import {
  BOOKING_WINDOW_OPTIONS,
  CREATE_WIZARD_SLOT_TIMES,
  DURATION_OPTIONS,
  EDIT_WIZARD_SLOT_TIMES,
} from '@changas/shared/contracts';
import { AvailabilityEditor, FormTextField } from '@changas/web/ui';
import { EDITOR_TEXTS } from '../service-editor-texts';
import type { ServiceFormValues, WizardVariant } from '../service-form';
import { WIZARD_RULES, availabilityIssues, type AvailabilityIssues } from '../service-field-rules';
import { NationalHolidaysSwitch } from './NationalHolidaysSwitch';

const TEXTS = EDITOR_TEXTS.fields;
const NO_ISSUES: AvailabilityIssues = { days: {} };

/**
 * Step 3, 'Disponibilidad': turn length, booking window, the week (hourly times only when creating)
 * and whether national holidays are off.
 */
export function AvailabilityStep({ variant }: { variant: WizardVariant }) {
  const { control } = useFormContext<ServiceFormValues>();
  const { rules, fields } = WIZARD_RULES[variant];
  const { field, fieldState } = useController<ServiceFormValues, 'availability'>({
    name: 'availability',
    rules: fields.availability,
  });
  // Once the week failed a check, every problem shows where it is; the server's own text shows as is.
  const { error } = fieldState;
  const issues = !error
    ? NO_ISSUES
    : error.type === 'server'
      ? { week: error.message, days: {} }
      : availabilityIssues(field.value, rules);

  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField
          control={control}
          name="durationMinutes"
          rules={fields.durationMinutes}
          label={TEXTS.duration}
          options={DURATION_OPTIONS.map((minutes) => ({
            value: minutes,
            label: TEXTS.durationOption(minutes),
          }))}
          required
          fullWidth
        />
        <FormTextField
          control={control}
          name="bookingWindowDays"
          rules={fields.bookingWindowDays}
          label={TEXTS.bookingWindow}
          helperText={TEXTS.bookingWindowHint}
          options={BOOKING_WINDOW_OPTIONS.map((days) => ({
            value: days,
            label: TEXTS.bookingWindowOption(days),
          }))}
          required
          fullWidth
        />
      </Stack>
      <AvailabilityEditor
        ref={field.ref}
        value={field.value}
        onChange={field.onChange}
        slotTimes={variant === 'create' ? CREATE_WIZARD_SLOT_TIMES : EDIT_WIZARD_SLOT_TIMES}
        canRemoveLast={variant === 'create'}
        error={issues.week}
        dayErrors={issues.days}
      />
      <NationalHolidaysSwitch />
    </Stack>
  );
}
