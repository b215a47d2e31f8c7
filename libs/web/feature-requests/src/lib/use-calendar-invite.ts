import { useState } from 'react';
import type { AppointmentView } from '@changas/shared/contracts';
import { ApiError, fetchAppointmentInvite } from '@changas/web/data-access';
import { failureToast, useToast } from '@changas/web/ui';
import { REQUESTS_TEXTS } from './requests-texts';

/** Saves a downloaded file under `fileName` through a temporary blob URL. */
function saveFile(file: Blob, fileName: string) {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

/** 'Agregar al calendario': downloads an accepted turno's invite as turno-<id>.ics, one at a time per turno. */
export function useCalendarInvite() {
  const { notify } = useToast();
  const [downloading, setDownloading] = useState<ReadonlySet<number>>(new Set());

  const mark = (id: number, busy: boolean) =>
    setDownloading((current) => {
      const next = new Set(current);
      if (busy) next.add(id);
      else next.delete(id);
      return next;
    });

  const download = async ({ id }: AppointmentView) => {
    mark(id, true);
    try {
      saveFile(await fetchAppointmentInvite(id), `turno-${id}.ics`);
    } catch (error) {
      notify(
        failureToast(REQUESTS_TEXTS.inviteFailed, error instanceof ApiError ? error.message : undefined),
      );
    } finally {
      mark(id, false);
    }
  };

  return { download, isDownloading: (appointment: AppointmentView) => downloading.has(appointment.id) };
}
