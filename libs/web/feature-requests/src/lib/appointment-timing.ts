import { useEffect, useState } from 'react';
import type { AppointmentView } from '@changas/shared/contracts';
import { argentinaInstant, clockToMinutes } from '@changas/shared/util';

/** When the slot starts: its Argentine day and time, whatever the machine's zone. */
const startOf = ({ date, time_slot }: Pick<AppointmentView, 'date' | 'time_slot'>): Date =>
  argentinaInstant(date, clockToMinutes(time_slot) ?? 0);

/** The client may cancel until the slot starts, and the provider answer until then. */
export const hasStarted = (appointment: Pick<AppointmentView, 'date' | 'time_slot'>, now: Date): boolean =>
  startOf(appointment) <= now;

/** The provider may mark it completed once the slot has ended. */
export const hasEnded = ({ ends_at }: Pick<AppointmentView, 'ends_at'>, now: Date): boolean =>
  new Date(ends_at) <= now;

/** The current time, renewed every minute so actions appear and disappear as slots start and end. */
export function useNow(intervalMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
