import type { AppointmentView } from '@changas/shared/contracts';
import { ARGENTINA_TIME_ZONE, argentinaInstant, clockToMinutes, spokenDay } from '@changas/shared/util';
import type { AppointmentPerspective } from './AppointmentCard';

/**
 * Links of an accepted turno: a WhatsApp chat with the other party and a Google Calendar event.
 * Pure, so the card, its stories and the tests build the same addresses.
 */

/** The other party: the provider for the client who sent it, the client for the provider who received it. */
export const counterpartName = (appointment: AppointmentView, perspective: AppointmentPerspective) =>
  perspective === 'sent' ? appointment.provider.providerName : appointment.client_name;

/** The first words of the chat: who writes, about which service and turno. */
export const whatsAppMessage = (appointment: AppointmentView, perspective: AppointmentPerspective) =>
  `Hola ${counterpartName(appointment, perspective)}, te escribo por el turno de "${appointment.service.title}" ` +
  `del ${spokenDay(appointment.date)}, ${appointment.time_slot} h.`;

/** wa.me with the prefilled message, or null when the other party has no WhatsApp number. */
export function whatsAppHref(
  appointment: AppointmentView,
  perspective: AppointmentPerspective,
): string | null {
  const number = appointment.counterpart_whatsapp;
  if (!number) return null;
  return `https://wa.me/${number}?text=${encodeURIComponent(whatsAppMessage(appointment, perspective))}`;
}

/** An instant as Google Calendar's UTC basic format: 20261201T130000Z. */
const basicUtc = (instant: Date) =>
  instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** A new Google Calendar event with the turno's service, times and place, for the viewer to save. */
export function googleCalendarHref(
  appointment: AppointmentView,
  perspective: AppointmentPerspective,
): string {
  const startsAt = argentinaInstant(appointment.date, clockToMinutes(appointment.time_slot) ?? 0);
  const { providerLocality, providerProvince } = appointment.provider;
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: appointment.service.title,
    dates: `${basicUtc(startsAt)}/${basicUtc(new Date(appointment.ends_at))}`,
    details: `Turno de Changas con ${counterpartName(appointment, perspective)}.`,
    location: [providerLocality, providerProvince].filter(Boolean).join(', '),
    ctz: ARGENTINA_TIME_ZONE,
  });
  return `https://calendar.google.com/calendar/render?${params}`;
}
