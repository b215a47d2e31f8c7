import { parseTimeRange, type TimeRange } from '@changas/shared/contracts';
import { ManualClock } from '@changas/server/kernel/testing';
import { AppointmentDetailsReader } from '../application/appointment-details';
import { BookAppointment, type BookAppointmentCommand } from '../application/book-appointment.use-case';
import { ChangeAppointmentStatus } from '../application/change-appointment-status.use-case';
import { ExpireOverdueAppointments } from '../application/expire-overdue-appointments.use-case';
import { GetDashboard } from '../application/get-dashboard.query';
import { GetDayAvailability } from '../application/get-day-availability.query';
import { GetServiceCalendar } from '../application/get-service-calendar.query';
import {
  AppointmentPages,
  ListMyAppointments,
  ListReceivedAppointments,
  ListServiceAppointments,
} from '../application/list-appointments.queries';
import type { ScheduledService } from '../application/ports/service-catalog.port';
import type { Appointment } from '../domain/appointment.entity';
import { ServiceSchedule } from '../domain/service-schedule.value-object';
import { InMemoryAppointmentRepository } from './appointment.in-memory-repository';
import { FakeFavouriteCounter } from './favourite-counter.fake';
import { FakeNationalHolidays } from './national-holidays.fake';
import { FakePeopleDirectory } from './people-directory.fake';
import { FakeServiceCatalog } from './service-catalog.fake';

/** Ana offers the garden service, Beto books it, Carla is a stranger to both. */
export const ANA_ID = 1;
export const BETO_ID = 2;
export const CARLA_ID = 3;
export const GARDEN_ID = 10;

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;

/** Ana's garden service: Mondays 09:00-13:00 in 60-minute slots, 30 days ahead, closed on feriados. */
export function gardenService(overrides: Partial<ScheduledService> = {}): ScheduledService {
  return {
    id: GARDEN_ID,
    providerId: ANA_ID,
    title: 'Jardinería y poda',
    imageUrl: '/media/categories/jardineria.svg',
    isActive: true,
    isDeleted: false,
    skipsNationalHolidays: true,
    schedule: new ServiceSchedule({
      serviceId: overrides.id ?? GARDEN_ID,
      providerId: overrides.providerId ?? ANA_ID,
      durationMinutes: 60,
      bookingWindowDays: 30,
      weeklyRanges: { monday: [parseTimeRange('09:00-13:00') as TimeRange] },
    }),
    ...overrides,
  };
}

/** Next Monday's 10:00 slot, a week after the kit's clock. */
export const NEXT_MONDAY: BookAppointmentCommand = {
  serviceId: GARDEN_ID,
  date: '2026-03-09',
  time: '10:00',
  notes: '',
};

/**
 * Every use case of the scheduling context over in-memory adapters that the test can inspect. The
 * clock starts on Monday 2026-03-02 at 09:00 in Argentina; there are no holidays until a test adds some.
 */
export function createSchedulingTestKit() {
  const appointments = new InMemoryAppointmentRepository();
  const catalog = new FakeServiceCatalog();
  const people = new FakePeopleDirectory();
  const favourites = new FakeFavouriteCounter();
  const holidays = new FakeNationalHolidays();
  const clock = new ManualClock(new Date('2026-03-02T12:00:00.000Z'));
  catalog.add(gardenService());
  people.add({
    id: ANA_ID,
    name: 'Ana Pérez',
    locality: 'Río Cuarto',
    province: 'Córdoba',
    whatsApp: '5493584123456',
  });
  people.add({ id: BETO_ID, name: 'Beto Gómez', locality: 'Rosario', province: 'Santa Fe', whatsApp: null });
  people.add({ id: CARLA_ID, name: 'Carla Ruiz', locality: 'Salta', province: 'Salta', whatsApp: null });

  const details = new AppointmentDetailsReader(catalog, people);
  const expireOverdue = new ExpireOverdueAppointments(appointments, clock);
  const pages = new AppointmentPages(appointments, details, expireOverdue);
  const kit = {
    appointments,
    catalog,
    people,
    favourites,
    holidays,
    clock,
    bookAppointment: new BookAppointment(catalog, appointments, details, holidays, clock),
    changeStatus: new ChangeAppointmentStatus(appointments, details, clock),
    expireOverdue,
    getCalendar: new GetServiceCalendar(catalog, appointments, holidays, clock),
    getDayAvailability: new GetDayAvailability(catalog, appointments, holidays, clock),
    listMine: new ListMyAppointments(pages),
    listReceived: new ListReceivedAppointments(pages),
    listForService: new ListServiceAppointments(catalog, pages),
    getDashboard: new GetDashboard(catalog, appointments, favourites, pages),
    /** Books `command` (NEXT_MONDAY by default) for `clientId`, a minute after the previous booking. */
    async book(command: Partial<BookAppointmentCommand> = {}, clientId = BETO_ID): Promise<Appointment> {
      clock.advance(60_000);
      const result = await kit.bookAppointment.execute(clientId, { ...NEXT_MONDAY, ...command });
      if (!result.ok) throw result.error;
      return result.value.appointment;
    },
  };
  return kit;
}
