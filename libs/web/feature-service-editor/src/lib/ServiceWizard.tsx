import { useEffect, useId, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { FormProvider, useForm } from 'react-hook-form';
import { SERVICE_WIZARD_STEPS, type ServiceRequest } from '@changas/shared/contracts';
import { ApiError } from '@changas/web/data-access';
import { WizardStepper, setServerFieldErrors, failureToast, useToast } from '@changas/web/ui';
import { EDITOR_TEXTS, STEP_SAVE_TEXTS, SUBMIT_TEXTS } from './service-editor-texts';
import {
  REQUEST_FIELDS,
  stepOf,
  toServiceRequest,
  topLevelFieldErrors,
  type ServiceFormField,
  type ServiceFormValues,
  type WizardVariant,
} from './service-form';
import { AvailabilityStep } from './steps/AvailabilityStep';
import { BasicInfoStep } from './steps/BasicInfoStep';
import { ZonesStep } from './steps/ZonesStep';

const STEPS = [
  { Content: BasicInfoStep, intro: EDITOR_TEXTS.steps.basics },
  { Content: ZonesStep, intro: EDITOR_TEXTS.steps.zones },
  { Content: AvailabilityStep, intro: EDITOR_TEXTS.steps.availability },
];
const LAST_STEP = STEPS.length - 1;

export interface ServiceWizardProps {
  variant: WizardVariant;
  defaultValues: ServiceFormValues;
  /** Sends the whole form; rejects with the API's error. */
  save: (request: ServiceRequest) => Promise<unknown>;
  /** Runs after the final submit was saved. */
  onDone: () => void;
}

/**
 * The three-step wizard both screens share. Each step is checked before moving on (only the shown
 * step's fields are mounted, so only they are validated); 'Anterior' keeps what was typed. The edit
 * wizard can save from steps 1 and 2 without leaving. The server's field errors land on their fields,
 * opening the step that holds the first one.
 */
export function ServiceWizard({ variant, defaultValues, save, onDone }: ServiceWizardProps) {
  const form = useForm<ServiceFormValues>({ defaultValues, mode: 'onTouched' });
  const { notify } = useToast();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [step, setStep] = useState(0);
  const [busy, setBusy] = useState<'step' | 'submit' | null>(null);
  // What takes the focus once the new step is on screen: its heading, or a field the server refused.
  const focusOnStepChange = useRef<ServiceFormField | 'heading' | null>(null);

  useEffect(() => {
    const target = focusOnStepChange.current;
    focusOnStepChange.current = null;
    if (target === 'heading') headingRef.current?.focus();
    else if (target) form.setFocus(target);
  }, [step, form]);

  const goTo = (next: number, focus: ServiceFormField | 'heading' = 'heading') => {
    focusOnStepChange.current = focus;
    setStep(next);
  };

  const showFailure = (error: unknown, fallback: string) => {
    if (error instanceof ApiError) {
      const errors = topLevelFieldErrors(error.fieldErrors);
      // REQUEST_FIELDS names top-level fields only.
      const [first] = setServerFieldErrors(form.setError, errors, REQUEST_FIELDS) as ServiceFormField[];
      if (first && stepOf(first) !== step) goTo(stepOf(first), first);
    }
    notify(failureToast(fallback, error instanceof ApiError ? error.message : undefined));
  };

  const send = async (
    kind: 'step' | 'submit',
    values: ServiceFormValues,
    texts: { succeeded: string; failed: string },
  ) => {
    setBusy(kind);
    try {
      await save(toServiceRequest(values));
      notify({ type: 'success', message: texts.succeeded });
      return true;
    } catch (error) {
      showFailure(error, texts.failed);
      return false;
    } finally {
      setBusy(null);
    }
  };

  const onSubmit = form.handleSubmit(async (values) => {
    if (step < LAST_STEP) return goTo(step + 1);
    if (await send('submit', values, SUBMIT_TEXTS[variant])) onDone();
  });

  const saveStep = form.handleSubmit(async (values) => {
    await send('step', values, {
      succeeded: STEP_SAVE_TEXTS.succeeded[step],
      failed: STEP_SAVE_TEXTS.failed,
    });
  });

  const { Content, intro } = STEPS[step];
  const submitTexts = SUBMIT_TEXTS[variant];
  return (
    <FormProvider {...form}>
      <WizardStepper steps={SERVICE_WIZARD_STEPS} activeStep={step} />
      <Box component="form" noValidate aria-labelledby={headingId} onSubmit={onSubmit} sx={{ mt: 4 }}>
        <Typography
          ref={headingRef}
          id={headingId}
          tabIndex={-1}
          variant="h5"
          component="h2"
          sx={{ outline: 'none' }}
        >
          {SERVICE_WIZARD_STEPS[step]}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
          {intro}
        </Typography>
        <Content variant={variant} />
        <Stack
          direction={{ xs: 'column-reverse', sm: 'row' }}
          spacing={1.5}
          sx={{ mt: 4, justifyContent: 'space-between' }}
        >
          <Box>
            {step > 0 && (
              <Button startIcon={<ChevronLeftIcon />} disabled={busy !== null} onClick={() => goTo(step - 1)}>
                {EDITOR_TEXTS.previous}
              </Button>
            )}
          </Box>
          <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1.5}>
            {variant === 'edit' && step < LAST_STEP && (
              <Button
                variant="outlined"
                size="large"
                disabled={busy !== null}
                onClick={() => void saveStep()}
              >
                {busy === 'step' ? STEP_SAVE_TEXTS.busyLabel : STEP_SAVE_TEXTS.label}
              </Button>
            )}
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={busy !== null}
              endIcon={step < LAST_STEP ? <ChevronRightIcon /> : undefined}
            >
              {step < LAST_STEP
                ? EDITOR_TEXTS.next
                : busy === 'submit'
                  ? submitTexts.busyLabel
                  : submitTexts.label}
            </Button>
          </Stack>
        </Stack>
      </Box>
    </FormProvider>
  );
}
