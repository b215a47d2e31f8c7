import { useId, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Controller, useForm, type Control, type FieldErrors } from 'react-hook-form';
import {
  BOOKING_WINDOW_OPTIONS,
  CREATE_WIZARD_SLOT_TIMES,
  DEFAULT_CATEGORIES,
  DURATION_OPTIONS,
  isAcceptedImageUrl,
  SERVICE_RULES,
  SERVICE_WIZARD_STEPS,
  type BookingWindowDays,
  type DurationMinutes,
  type Weekday,
} from '@changas/shared/contracts';
import { FormTextField } from '../lib/forms/FormTextField';
import { AvailabilityEditor, type WeekScheduleValue } from '../lib/service-form/AvailabilityEditor';
import { DescriptionField } from '../lib/service-form/DescriptionField';
import { ImagePreview } from '../lib/service-form/ImagePreview';
import { WizardStepper } from '../lib/service-form/WizardStepper';
import { ZonesEditor, type ZoneValue } from '../lib/service-form/ZonesEditor';
import { PageFrame } from './PageFrame';
import { EDITOR_TEXTS as TEXTS } from './page-texts';

const FIELDS = TEXTS.fields;

/** The create wizard's form model (spec section 3: each day has enabled and timeSlots). */
export interface PublishFormValues {
  title: string;
  category: string;
  price: string;
  description: string;
  imageUrl: string;
  zones: ZoneValue[];
  durationMinutes: DurationMinutes;
  bookingWindowDays: BookingWindowDays;
  availability: WeekScheduleValue;
}

/** The messages the wizard shows after a failed 'Siguiente' or 'Publicar servicio'. */
export interface PublishFormErrors {
  fields?: Partial<Record<keyof PublishFormValues, string>>;
  /** The week's per-day problems, e.g. 'Agrega horarios para Martes'. */
  days?: Partial<Record<Weekday, string>>;
}

type StepProps = { control: Control<PublishFormValues> };

function BasicInfoStep({ control, imageUrl }: StepProps & { imageUrl: string }) {
  return (
    <Grid container spacing={2.5}>
      <Grid size={12}>
        <FormTextField
          control={control}
          name="title"
          label={FIELDS.title}
          placeholder={FIELDS.titlePlaceholder}
          required
          fullWidth
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 7 }}>
        <FormTextField control={control} name="category" label={FIELDS.category} select required fullWidth>
          {DEFAULT_CATEGORIES.map(({ name }) => (
            <MenuItem key={name} value={name}>
              {name}
            </MenuItem>
          ))}
        </FormTextField>
      </Grid>
      <Grid size={{ xs: 12, sm: 5 }}>
        <FormTextField
          control={control}
          name="price"
          label={FIELDS.price}
          type="number"
          required
          fullWidth
          helperText={FIELDS.priceHint}
          slotProps={{
            input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
            htmlInput: { min: 0, step: 'any', inputMode: 'decimal' },
          }}
        />
      </Grid>
      <Grid size={12}>
        <Controller
          control={control}
          name="description"
          render={({ field, fieldState }) => (
            <DescriptionField
              ref={field.ref}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              label={FIELDS.description}
              required
              slotProps={{ inputLabel: { required: false } }}
              fullWidth
              counterMax={SERVICE_RULES.create.description.counterMax}
              helperText={FIELDS.descriptionHint}
              error={fieldState.error?.message}
            />
          )}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 7 }}>
        <FormTextField
          control={control}
          name="imageUrl"
          label={FIELDS.imageUrl}
          type="url"
          fullWidth
          helperText={FIELDS.imageUrlHint}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <ImagePreview url={imageUrl} />
      </Grid>
    </Grid>
  );
}

function ZonesStep({ control }: StepProps) {
  return (
    <Controller
      control={control}
      name="zones"
      render={({ field, fieldState }) => (
        <ZonesEditor
          ref={field.ref}
          zones={field.value}
          onChange={field.onChange}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

function AvailabilityStep({ control, dayErrors }: StepProps & { dayErrors: PublishFormErrors['days'] }) {
  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField
          control={control}
          name="durationMinutes"
          label={FIELDS.duration}
          select
          required
          fullWidth
        >
          {DURATION_OPTIONS.map((minutes) => (
            <MenuItem key={minutes} value={minutes}>
              {FIELDS.durationOption(minutes)}
            </MenuItem>
          ))}
        </FormTextField>
        <FormTextField
          control={control}
          name="bookingWindowDays"
          label={FIELDS.bookingWindow}
          helperText={FIELDS.bookingWindowHint}
          select
          required
          fullWidth
        >
          {BOOKING_WINDOW_OPTIONS.map((days) => (
            <MenuItem key={days} value={days}>
              {FIELDS.bookingWindowOption(days)}
            </MenuItem>
          ))}
        </FormTextField>
      </Stack>
      <Controller
        control={control}
        name="availability"
        render={({ field, fieldState }) => (
          <AvailabilityEditor
            ref={field.ref}
            value={field.value}
            onChange={field.onChange}
            slotTimes={CREATE_WIZARD_SLOT_TIMES}
            error={fieldState.error?.message}
            dayErrors={dayErrors}
          />
        )}
      />
    </Stack>
  );
}

/** The messages as react-hook-form holds them after a failed check. */
const toFieldErrors = (fields: PublishFormErrors['fields'] = {}): FieldErrors<PublishFormValues> =>
  Object.fromEntries(
    Object.entries(fields).map(([name, message]) => [name, { type: 'validate', message }]),
  ) as FieldErrors<PublishFormValues>;

export interface PublishServicePageProps {
  values: PublishFormValues;
  /** Index of the step on screen: 0 Datos básicos, 1 Zonas de cobertura, 2 Disponibilidad. */
  step?: number;
  errors?: PublishFormErrors;
  /** 'Publicar servicio' was pressed and the answer has not arrived. */
  publishing?: boolean;
  userName: string;
}

/**
 * /offer-service composed from the ui library: the stepper over the step's fields and the wizard's
 * buttons. 'Siguiente' and 'Anterior' move between steps; the checks are the real wizard's, shown here
 * through `errors`.
 */
export function PublishServicePage({
  values,
  step: initialStep = 0,
  errors,
  publishing = false,
  userName,
}: PublishServicePageProps) {
  const form = useForm<PublishFormValues>({ defaultValues: values, errors: toFieldErrors(errors?.fields) });
  const [step, setStep] = useState(initialStep);
  // Ids from useId: a docs page shows every story of the file at once.
  const titleId = useId();
  const headingId = useId();
  const lastStep = SERVICE_WIZARD_STEPS.length - 1;
  const imageUrl = form.watch('imageUrl').trim();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (step < lastStep) setStep(step + 1);
  };

  return (
    <PageFrame userName={userName}>
      <Container component="section" aria-labelledby={titleId} maxWidth="md" sx={{ py: { xs: 3, sm: 6 } }}>
        <Typography id={titleId} variant="h4" component="h1" sx={{ fontSize: { xs: '1.5rem', sm: '2rem' } }}>
          {TEXTS.title}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
          {TEXTS.intro}
        </Typography>
        <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 3 }}>
          <WizardStepper steps={SERVICE_WIZARD_STEPS} activeStep={step} />
          <Box component="form" noValidate aria-labelledby={headingId} onSubmit={submit} sx={{ mt: 4 }}>
            <Typography id={headingId} variant="h5" component="h2">
              {SERVICE_WIZARD_STEPS[step]}
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
              {TEXTS.steps[step]}
            </Typography>
            {step === 0 && (
              <BasicInfoStep control={form.control} imageUrl={isAcceptedImageUrl(imageUrl) ? imageUrl : ''} />
            )}
            {step === 1 && <ZonesStep control={form.control} />}
            {step === 2 && <AvailabilityStep control={form.control} dayErrors={errors?.days} />}
            <Stack
              direction={{ xs: 'column-reverse', sm: 'row' }}
              spacing={1.5}
              sx={{ mt: 4, justifyContent: 'space-between' }}
            >
              <Box>
                {step > 0 && (
                  <Button
                    startIcon={<ChevronLeftIcon />}
                    disabled={publishing}
                    onClick={() => setStep(step - 1)}
                  >
                    {TEXTS.previous}
                  </Button>
                )}
              </Box>
              <Button
                type="submit"
                variant="contained"
                size="large"
                disabled={publishing}
                endIcon={step < lastStep ? <ChevronRightIcon /> : undefined}
              >
                {step < lastStep ? TEXTS.next : publishing ? TEXTS.submitting : TEXTS.submit}
              </Button>
            </Stack>
          </Box>
        </Paper>
      </Container>
    </PageFrame>
  );
}
