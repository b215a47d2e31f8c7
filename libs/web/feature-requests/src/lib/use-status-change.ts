import { useState } from 'react';
import type { AppointmentStatusChange, AppointmentView } from '@changas/shared/contracts';
import { ApiError, useChangeAppointmentStatus } from '@changas/web/data-access';
import { failureToast, useToast } from '@changas/web/ui';

export interface StatusChangeTexts {
  succeeded: string;
  failed: string;
}

/**
 * Runs a status change and tells how it went. The list already shows the new status (the hook is
 * optimistic) and shows the old one again on failure; meanwhile the request's card waits.
 */
export function useStatusChange() {
  const change = useChangeAppointmentStatus();
  const { notify } = useToast();
  const [changing, setChanging] = useState<ReadonlySet<number>>(new Set());

  const mark = (id: number, busy: boolean) =>
    setChanging((current) => {
      const next = new Set(current);
      if (busy) next.add(id);
      else next.delete(id);
      return next;
    });

  const run = async (
    appointment: AppointmentView,
    status: AppointmentStatusChange,
    texts: StatusChangeTexts,
    rejectionReason?: string,
  ) => {
    mark(appointment.id, true);
    try {
      await change.mutateAsync({ appointment, status, rejectionReason });
      notify({ type: 'success', message: texts.succeeded });
    } catch (error) {
      notify(failureToast(texts.failed, error instanceof ApiError ? error.message : undefined));
    } finally {
      mark(appointment.id, false);
    }
  };

  return { run, isChanging: (appointment: AppointmentView) => changing.has(appointment.id) };
}
