import { useRef, useState } from 'react';
import type { AppointmentView } from '@changas/shared/contracts';
import { useMyAppointments } from '@changas/web/data-access';
import { hasEnded, hasStarted, useNow } from './appointment-timing';
import { REQUESTS_TEXTS } from './requests-texts';
import { useStatusChange } from './use-status-change';

const TEXTS = REQUESTS_TEXTS.mine;

/**
 * /my-requests: the caller's requests, what each one waits for, and cancelling one after a question.
 * `onCancelled` runs once the question has closed after a cancellation, whose button is then gone.
 */
export function useMyRequests({ onCancelled }: { onCancelled: () => void }) {
  const list = useMyAppointments();
  const { run, isChanging } = useStatusChange();
  const now = useNow();
  // Kept after closing so the question's text stays while it fades out.
  const [toCancel, setToCancel] = useState<AppointmentView | null>(null);
  const [open, setOpen] = useState(false);
  const cancelled = useRef(false);

  const canCancel = (appointment: AppointmentView) =>
    (appointment.status === 'pending' || appointment.status === 'accepted') && !hasStarted(appointment, now);

  /** Spec section 2: an accepted request says when it can be rated. */
  const noteFor = (appointment: AppointmentView) => {
    if (appointment.status !== 'accepted') return undefined;
    return hasEnded(appointment, now) ? TEXTS.awaitingCompletion : TEXTS.rateLater;
  };

  const confirmCancel = () => {
    if (!toCancel) return;
    cancelled.current = true;
    setOpen(false);
    void run(toCancel, 'cancelled', { succeeded: TEXTS.cancelled, failed: TEXTS.cancelFailed });
  };

  return {
    list,
    toCancel,
    open,
    canCancel,
    noteFor,
    isChanging,
    askToCancel: (appointment: AppointmentView) => {
      setToCancel(appointment);
      setOpen(true);
    },
    keep: () => setOpen(false),
    confirmCancel,
    onExited: () => {
      if (cancelled.current) onCancelled();
      cancelled.current = false;
    },
  };
}
