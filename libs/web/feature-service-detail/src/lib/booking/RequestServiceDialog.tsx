import { useEffect, useId, useRef } from 'react';
import { Controller } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import { BOOKING_RULES } from '@changas/shared/contracts';
import {
  COMMON_TEXTS,
  FormTextField,
  MonthCalendar,
  TimeSlotGrid,
  WizardStepper,
  longDate,
} from '@changas/web/ui';
import { BOOKING_TEXTS } from './booking-texts';
import { bookingRules, useRequestBooking } from './use-request-booking';

export interface RequestServiceDialogProps {
  serviceId: number;
  serviceTitle: string;
  open: boolean;
  onClose: () => void;
  /** Runs once the closing transition has ended. */
  onExited: () => void;
}

/**
 * The two-step request modal of /service/{id}: a day of the calendar, then a free slot and an
 * optional message. Each step's heading takes the focus; Escape, the close button or Cancelar close it.
 */
export function RequestServiceDialog({
  serviceId,
  serviceTitle,
  open,
  onClose,
  onExited,
}: RequestServiceDialogProps) {
  const titleId = useId();
  const serviceTitleId = useId();
  const dateErrorId = useId();
  const timeErrorId = useId();
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const booking = useRequestBooking(serviceId, { onBooked: onClose });
  const { step, calendar, slots, form, submitting } = booking;
  const notesLength = [...form.watch('notes')].length;
  const firstRender = useRef(true);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    stepHeading.current?.focus();
  }, [step]);

  return (
    <Dialog
      open={open}
      onClose={submitting ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={serviceTitleId}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      slotProps={{ transition: { onExited } }}
    >
      <DialogTitle id={titleId} sx={{ pr: 7, pb: 0 }}>
        {BOOKING_TEXTS.title}
      </DialogTitle>
      <Typography id={serviceTitleId} color="text.secondary" sx={{ px: 3, pb: 2, pr: 7 }}>
        {serviceTitle}
      </Typography>
      <IconButton
        aria-label={COMMON_TEXTS.close}
        onClick={onClose}
        disabled={submitting}
        sx={{ position: 'absolute', right: 12, top: 12 }}
      >
        <CloseIcon />
      </IconButton>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => void booking.submit(event)}
        sx={{ display: 'flex', flexDirection: 'column', flexGrow: 1, minHeight: 0 }}
      >
        <DialogContent dividers>
          <WizardStepper steps={BOOKING_TEXTS.steps} activeStep={step} label={BOOKING_TEXTS.stepsLabel} />
          <Typography
            ref={stepHeading}
            tabIndex={-1}
            variant="h4"
            component="h3"
            sx={{ fontSize: '1.1rem', mt: 3, mb: 2, outline: 'none' }}
          >
            {step === 0 ? BOOKING_TEXTS.chooseDate : BOOKING_TEXTS.chooseTime}
          </Typography>
          {step === 0 ? (
            <Box sx={{ maxWidth: 380, mx: 'auto' }}>
              <MonthCalendar
                days={calendar.data?.days ?? []}
                label={BOOKING_TEXTS.chooseDate}
                value={booking.date}
                onChange={booking.chooseDate}
                loading={calendar.isPending}
                error={
                  calendar.isError
                    ? { message: BOOKING_TEXTS.calendarFailed, onRetry: () => void calendar.refetch() }
                    : undefined
                }
                describedBy={booking.dateMissing ? dateErrorId : undefined}
              />
              {booking.dateMissing && (
                <FormHelperText id={dateErrorId} error role="alert" sx={{ textAlign: 'center', mt: 1 }}>
                  {BOOKING_RULES.date.required}
                </FormHelperText>
              )}
            </Box>
          ) : (
            <Stack spacing={3}>
              <Typography>
                <strong>{`${BOOKING_TEXTS.chosenDate}: `}</strong>
                {booking.date && longDate(booking.date)}
              </Typography>
              <Controller
                control={form.control}
                name="time"
                rules={bookingRules.time}
                render={({ field, fieldState }) => (
                  <Box>
                    <TimeSlotGrid
                      slots={slots.data ?? []}
                      label={BOOKING_TEXTS.slots}
                      value={field.value}
                      onChange={field.onChange}
                      loading={slots.isPending}
                      error={
                        slots.isError
                          ? { message: BOOKING_TEXTS.slotsFailed, onRetry: () => void slots.refetch() }
                          : undefined
                      }
                      disabled={submitting}
                      describedBy={fieldState.error ? timeErrorId : undefined}
                    />
                    {fieldState.error && (
                      <FormHelperText id={timeErrorId} error role="alert">
                        {fieldState.error.message}
                      </FormHelperText>
                    )}
                  </Box>
                )}
              />
              <FormTextField
                control={form.control}
                name="notes"
                rules={bookingRules.notes}
                label={BOOKING_TEXTS.notes}
                multiline
                minRows={3}
                fullWidth
                disabled={submitting}
                helperText={`${BOOKING_TEXTS.notesHint} ${BOOKING_TEXTS.notesCount(notesLength)}`}
              />
              {booking.failure && (
                <Alert severity="error" role="alert">
                  {booking.failure.title && <AlertTitle>{booking.failure.title}</AlertTitle>}
                  {booking.failure.message}
                </Alert>
              )}
            </Stack>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          {step === 0 ? (
            <>
              <Button color="inherit" onClick={onClose}>
                {COMMON_TEXTS.cancel}
              </Button>
              <Button variant="contained" onClick={booking.next}>
                {COMMON_TEXTS.next}
              </Button>
            </>
          ) : (
            <>
              <Button color="inherit" onClick={booking.back} disabled={submitting}>
                {COMMON_TEXTS.back}
              </Button>
              <Button
                type="submit"
                variant="contained"
                disabled={submitting}
                startIcon={
                  submitting ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined
                }
              >
                {submitting ? BOOKING_TEXTS.submitting : BOOKING_TEXTS.submit}
              </Button>
            </>
          )}
        </DialogActions>
      </Box>
    </Dialog>
  );
}
