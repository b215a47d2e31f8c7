import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { AppointmentView } from '@changas/shared/contracts';
import {
  RECEIVED_SERVICE_PARAM,
  receivedServiceIn,
  useMyServices,
  useReceivedAppointments,
} from '@changas/web/data-access';
import { hasEnded, hasStarted, useNow } from './appointment-timing';
import { REQUESTS_TEXTS } from './requests-texts';
import { useStatusChange } from './use-status-change';

const TEXTS = REQUESTS_TEXTS.received;

function withService(params: URLSearchParams, id: number | undefined): URLSearchParams {
  if (id === undefined) params.delete(RECEIVED_SERVICE_PARAM);
  else params.set(RECEIVED_SERVICE_PARAM, String(id));
  return params;
}

/** The service filter, kept in the address (`?servicio=7`); an id that is not one of the caller's services is dropped. */
function useServiceFilter() {
  const [params, setParams] = useSearchParams();
  const serviceId = receivedServiceIn(params);
  const services = useMyServices();
  const options = [...(services.data?.services ?? [])].sort((a, b) => a.title.localeCompare(b.title, 'es'));
  const unknown =
    services.isSuccess && serviceId !== undefined && !options.some(({ id }) => id === serviceId);

  const setServiceId = (id: number | undefined) =>
    setParams((current) => withService(current, id), { replace: true });

  useEffect(() => {
    if (unknown) setParams((current) => withService(current, undefined), { replace: true });
  }, [unknown, setParams]);

  return {
    serviceId: unknown ? undefined : serviceId,
    options,
    loadingOptions: services.isPending,
    setServiceId,
  };
}

/**
 * /received-requests: the requests to the caller's services, filtered by one of them, with the
 * provider's answers. Accept and complete run at once; rejecting asks for the reason first.
 * `onRejected` runs once the reason dialog has closed after a rejection, whose button is then gone.
 */
export function useReceivedRequests({ onRejected }: { onRejected: () => void }) {
  const filter = useServiceFilter();
  const list = useReceivedAppointments(filter.serviceId);
  const { run, isChanging } = useStatusChange();
  const now = useNow();
  const [toReject, setToReject] = useState<AppointmentView | null>(null);
  const [rejectOpen, setRejectOpen] = useState(false);
  const rejected = useRef(false);

  return {
    filter,
    list,
    isChanging,
    toReject,
    rejectOpen,
    /** A pending request can be answered until its slot starts; then it expires. */
    canAnswer: (appointment: AppointmentView) =>
      appointment.status === 'pending' && !hasStarted(appointment, now),
    /** Spec section 2: complete is offered only once the slot is over. */
    canComplete: (appointment: AppointmentView) =>
      appointment.status === 'accepted' && hasEnded(appointment, now),
    noteFor: (appointment: AppointmentView) =>
      appointment.status === 'accepted' && !hasEnded(appointment, now) ? TEXTS.completeLater : undefined,
    accept: (appointment: AppointmentView) =>
      run(appointment, 'accepted', { succeeded: TEXTS.accepted, failed: TEXTS.acceptFailed }),
    complete: (appointment: AppointmentView) =>
      run(appointment, 'completed', { succeeded: TEXTS.completed, failed: TEXTS.completeFailed }),
    askToReject: (appointment: AppointmentView) => {
      setToReject(appointment);
      setRejectOpen(true);
    },
    reject: (reason: string) => {
      if (!toReject) return;
      rejected.current = true;
      setRejectOpen(false);
      void run(toReject, 'rejected', { succeeded: TEXTS.rejected, failed: TEXTS.rejectFailed }, reason);
    },
    keep: () => setRejectOpen(false),
    onRejectExited: () => {
      if (rejected.current) onRejected();
      rejected.current = false;
    },
  };
}
