import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { ARGENTINA_TIME_ZONE } from '@changas/shared/util';
import type { AppointmentSnapshot } from '../domain/appointment-event';

dayjs.extend(utc);
dayjs.extend(timezone);

export type InviteMethod = 'PUBLISH' | 'REQUEST' | 'CANCEL';

export interface InviteDetails {
  readonly appointment: AppointmentSnapshot;
  readonly serviceTitle: string;
  /** 'REQUEST' invites the attendee, 'CANCEL' withdraws that invite, 'PUBLISH' is a file to import. */
  readonly method: InviteMethod;
  /** The screen where the turno is managed. */
  readonly url: string;
  /** Who sends it: the mail sender, e.g. 'Changas <no-reply@changas.com.ar>'. */
  readonly organizer: string;
  readonly attendee?: { readonly name: string; readonly email: string };
  readonly stamp: Date;
}

/** The domain of the mail sender ('Changas <no-reply@changas.com.ar>' → 'changas.com.ar'), for ids it mints. */
export const senderDomain = (mailFrom: string) => mailFrom.match(/@([^>\s]+)/)?.[1] ?? 'changas.com.ar';

/** The same UID for every version of a turno's event, so CANCEL removes what REQUEST added. */
export const inviteUidOf = (appointmentId: number, organizer: string) =>
  `turno-${appointmentId}@${senderDomain(organizer)}`;

const METHODS: Record<InviteMethod, ICalCalendarMethod> = {
  PUBLISH: ICalCalendarMethod.PUBLISH,
  REQUEST: ICalCalendarMethod.REQUEST,
  CANCEL: ICalCalendarMethod.CANCEL,
};

const mailboxOf = (address: string) => {
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(address);
  return match ? { name: match[1] || match[2], email: match[2] } : { name: address, email: address };
};

/** An RFC 5545 calendar with the turno as one event at its Argentine wall-clock time (TZID with its VTIMEZONE). */
export function appointmentInvite({
  appointment,
  serviceTitle,
  method,
  url,
  organizer,
  attendee,
  stamp,
}: InviteDetails): string {
  const calendar = ical({
    prodId: { company: 'Changas', product: 'turnos', language: 'ES' },
    method: METHODS[method],
    // Only the VTIMEZONE: a calendar-wide zone would also write DTSTAMP as local time.
    timezone: { name: null, generator: getVtimezoneComponent },
  });
  const cancelled = method === 'CANCEL';
  calendar.createEvent({
    id: inviteUidOf(appointment.id, organizer),
    sequence: cancelled ? 1 : 0,
    stamp,
    start: dayjs(appointment.startsAt).tz(ARGENTINA_TIME_ZONE),
    end: dayjs(appointment.endsAt).tz(ARGENTINA_TIME_ZONE),
    timezone: ARGENTINA_TIME_ZONE,
    summary: `Turno: ${serviceTitle}`,
    description: `Turno de "${serviceTitle}" reservado en Changas. Detalles: ${url}`,
    url,
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: method === 'PUBLISH' ? undefined : mailboxOf(organizer),
    attendees: attendee ? [{ ...attendee, rsvp: false }] : [],
  });
  return calendar.toString();
}
