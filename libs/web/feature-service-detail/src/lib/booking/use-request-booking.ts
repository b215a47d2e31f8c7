import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { BOOKING_RULES } from '@changas/shared/contracts';
import {
  ApiError,
  useBookAppointment,
  useDayAvailability,
  useServiceCalendar,
} from '@changas/web/data-access';
import { useToast } from '@changas/web/ui';
import { BOOKING_TEXTS } from './booking-texts';

export interface BookingForm {
  time: string | null;
  notes: string;
}

export interface BookingFailure {
  title?: string;
  message: string;
}

export type BookingStep = 0 | 1;

/** Texts are counted in code points, as the API counts them. */
const lengthOf = (text: string) => [...text].length;

export const bookingRules = {
  time: { validate: (time: string | null) => time !== null || BOOKING_RULES.timeSlot.required },
  notes: {
    validate: (notes: string) =>
      lengthOf(notes) <= BOOKING_RULES.notes.maxLength.value || BOOKING_RULES.notes.maxLength.message,
  },
};

/**
 * The request modal's state: step 1 picks a day of the service's calendar, step 2 one of its free
 * slots and an optional message. A slot taken meanwhile (409) says so, clears the choice and shows
 * the day's slots again, refreshed; any other refusal is shown with the server's reason.
 */
export function useRequestBooking(serviceId: number, { onBooked }: { onBooked: () => void }) {
  const [step, setStep] = useState<BookingStep>(0);
  const [date, setDate] = useState<string | null>(null);
  const [dateMissing, setDateMissing] = useState(false);
  const [failure, setFailure] = useState<BookingFailure | null>(null);
  const calendar = useServiceCalendar(serviceId);
  const slots = useDayAvailability(serviceId, date);
  const book = useBookAppointment();
  const { notify } = useToast();
  const form = useForm<BookingForm>({ defaultValues: { time: null, notes: '' } });

  const chooseDate = (chosen: string) => {
    setDate(chosen);
    setDateMissing(false);
    form.resetField('time');
  };

  const next = () => {
    if (date === null) {
      setDateMissing(true);
      return;
    }
    setStep(1);
  };

  const back = () => {
    setFailure(null);
    form.clearErrors();
    setStep(0);
  };

  const submit = form.handleSubmit(async ({ time, notes }) => {
    if (date === null || time === null) return;
    setFailure(null);
    const text = notes.trim();
    try {
      const { message } = await book.mutateAsync({
        service_id: serviceId,
        date,
        time_slot: time,
        ...(text ? { notes: text } : {}),
      });
      notify({ type: 'success', message: message ?? BOOKING_TEXTS.created });
      onBooked();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.fieldErrors['notes']) {
        form.setError('notes', { message: error.fieldErrors['notes'] }, { shouldFocus: true });
        return;
      }
      if (error.status === 409) {
        form.setValue('time', null);
        setFailure({ message: error.message });
        return;
      }
      setFailure({ title: BOOKING_TEXTS.failed, message: error.message });
    }
  });

  return {
    step,
    date,
    dateMissing,
    failure,
    calendar,
    slots,
    form,
    submitting: book.isPending,
    chooseDate,
    next,
    back,
    submit,
  };
}
