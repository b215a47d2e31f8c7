import type { AppointmentView, CalendarDayView, TimeSlotView } from '@changas/shared/contracts';
import { addDays } from '@changas/shared/util';

/** Data for the scheduling stories and tests: a fixed month so that every run shows the same days. */
export const FIXTURE_TODAY = '2026-03-04';

/** 30 days from FIXTURE_TODAY: weekdays bookable, weekends and the 11th full. */
export const fixtureCalendarDays: CalendarDayView[] = Array.from({ length: 31 }, (_, index) => {
  const date = addDays(FIXTURE_TODAY, index);
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
  return { date, has_availability: weekday !== 0 && weekday !== 6 && date !== '2026-03-11' };
});

/**
 * The same days with the national holidays of the horizon closed and named, as the API answers them
 * for a service that skips feriados: Memoria on Tuesday the 24th, Malvinas and Viernes Santo in April.
 */
export const FIXTURE_HOLIDAYS: Readonly<Record<string, string>> = {
  '2026-03-24': 'Día Nacional de la Memoria por la Verdad y la Justicia',
  '2026-04-02': 'Día del Veterano y de los Caídos en la Guerra de Malvinas',
  '2026-04-03': 'Viernes Santo',
};
export const fixtureCalendarDaysWithHolidays: CalendarDayView[] = fixtureCalendarDays.map((day) => {
  const holiday = FIXTURE_HOLIDAYS[day.date];
  return holiday ? { ...day, has_availability: false, holiday } : day;
});

export const fixtureSlots: TimeSlotView[] = [
  '09:00',
  '10:00',
  '11:00',
  '12:00',
  '14:00',
  '15:00',
  '16:00',
  '17:00',
].map((time) => ({ time, available: time !== '10:00' && time !== '15:00' }));

export function fixtureAppointment(overrides: Partial<AppointmentView> = {}): AppointmentView {
  return {
    id: 1,
    service: { id: 7, title: 'Plomería general', image_url: null },
    client_id: 9,
    provider_id: 5,
    client_name: 'Luis Gómez',
    provider: { providerName: 'Ana Pérez', providerLocality: 'Rosario', providerProvince: 'Santa Fe' },
    date: '2026-03-09',
    time_slot: '10:00',
    ends_at: '2026-03-09T14:00:00.000Z',
    status: 'pending',
    notes: 'Pierde agua la canilla de la cocina.',
    rejection_reason: null,
    rejectionReason: null,
    created_at: '2026-03-04T15:30:00.000Z',
    counterpart_whatsapp: null,
    ...overrides,
  };
}

const rejected = 'No trabajo en esa zona los lunes.';

/** One request in each status, newest first. */
export const fixtureAppointments: AppointmentView[] = [
  fixtureAppointment({ id: 6, status: 'pending' }),
  fixtureAppointment({
    id: 5,
    status: 'accepted',
    service: { id: 8, title: 'Clases de guitarra', image_url: null },
    date: '2026-03-10',
    time_slot: '18:00',
    notes: '',
    counterpart_whatsapp: '5493414123456',
  }),
  fixtureAppointment({ id: 4, status: 'completed', date: '2026-03-02', time_slot: '09:00' }),
  fixtureAppointment({
    id: 3,
    status: 'rejected',
    rejection_reason: rejected,
    rejectionReason: rejected,
    notes: '',
  }),
  fixtureAppointment({ id: 2, status: 'cancelled', date: '2026-03-12' }),
  fixtureAppointment({ id: 1, status: 'expired', date: '2026-03-03' }),
];
