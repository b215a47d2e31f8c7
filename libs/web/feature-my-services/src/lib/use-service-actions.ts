import { useRef, useState } from 'react';
import type { ServiceView } from '@changas/shared/contracts';
import { ApiError, useChangeServiceStatus, useDeleteService } from '@changas/web/data-access';
import { failureToast, useToast } from '@changas/web/ui';
import { CONFIRMATIONS, type ConfirmationKind } from './my-services-texts';

export interface Confirmation {
  kind: ConfirmationKind;
  service: ServiceView;
}

/**
 * The confirm-then-act flow of /my-services: which question is open, running the answer and telling
 * the outcome. `onDeleted` runs once the dialog has closed after a deletion, when its trigger is gone.
 */
export function useServiceActions({ onDeleted }: { onDeleted: () => void }) {
  const changeStatus = useChangeServiceStatus();
  const deleteService = useDeleteService();
  const { notify } = useToast();
  // Kept after closing so the dialog's text stays while it fades out.
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const [open, setOpen] = useState(false);
  const deleted = useRef(false);
  const busy = changeStatus.isPending || deleteService.isPending;

  const ask = (kind: ConfirmationKind, service: ServiceView) => {
    setConfirmation({ kind, service });
    setOpen(true);
  };

  const run = async ({ kind, service }: Confirmation) => {
    if (kind === 'delete') {
      await deleteService.mutateAsync(service.id);
      deleted.current = true;
    } else {
      // The opposite of the state shown, sent explicitly so a stale list cannot toggle the wrong way.
      await changeStatus.mutateAsync({ id: service.id, status: kind === 'activate' ? 'active' : 'inactive' });
    }
  };

  const confirm = async () => {
    if (!confirmation || busy) return;
    const texts = CONFIRMATIONS[confirmation.kind];
    try {
      await run(confirmation);
      notify({ type: 'success', message: texts.succeeded });
    } catch (error) {
      notify(failureToast(texts.failed, error instanceof ApiError ? error.message : undefined));
    } finally {
      setOpen(false);
    }
  };

  const onExited = () => {
    if (deleted.current) onDeleted();
    deleted.current = false;
  };

  return {
    confirmation,
    open,
    busy,
    /** The service whose change is running, so its card can wait. */
    busyServiceId: busy ? confirmation?.service.id : undefined,
    ask,
    confirm,
    cancel: () => setOpen(false),
    onExited,
  };
}
