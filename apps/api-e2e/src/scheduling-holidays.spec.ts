import type { AuthResponse, ServiceView } from '@changas/shared/contracts';
import { validationFailure } from './support/http';
import { registerUser } from './support/identity';
import { controlClock, errorOf, schedulingApi } from './support/scheduling';
import { serviceRequest, servicesApi } from './support/services';
import { startTestApp, type TestApp } from './support/test-app';

/** Friday 2026-11-20, 09:00 in Argentina: the next 30 days hold two national holidays. */
const FRIDAY_NINE = new Date('2026-11-20T12:00:00.000Z');
/** Soberanía Nacional (20 November) moves to Monday the 23rd; Inmaculada Concepción is a Tuesday. */
const SOBERANIA = { date: '2026-11-23', holiday: 'Día de la Soberanía Nacional' };
const INMACULADA = { date: '2026-12-08', holiday: 'Inmaculada Concepción de María' };
const NEXT_MONDAY = '2026-11-30';
/** Two 120-minute slots a day: 09:00 and 11:00. */
const MONDAYS_AND_TUESDAYS = { monday: ['09:00-13:00'], tuesday: ['09:00-13:00'] };

const HOLIDAY = errorOf('SCHEDULING.HOLIDAY', 'No hay turnos en feriados para este servicio');

describe('national holidays (feriados)', () => {
  let api: TestApp;
  let scheduling: ReturnType<typeof schedulingApi>;
  let services: ReturnType<typeof servicesApi>;
  let clock: ReturnType<typeof controlClock>;
  let provider: AuthResponse;
  let client: AuthResponse;

  beforeAll(async () => {
    api = await startTestApp();
    scheduling = schedulingApi(api);
    services = servicesApi(api);
    clock = controlClock(api, FRIDAY_NINE);
    provider = await registerUser(api);
    client = await registerUser(api);
  });
  afterAll(async () => {
    clock?.restore();
    await api?.close();
  });

  /** A new service; `skips` left undefined is left out of the JSON, as a client that does not say. */
  const publish = async (skips?: boolean): Promise<ServiceView> => {
    const request = serviceRequest({ availability: MONDAYS_AND_TUESDAYS, skips_national_holidays: skips });
    const { status, body } = await services.create(provider.token, request);
    expect(status).toBe(201);
    return body.data.service;
  };

  describe('the service flag', () => {
    it('is on for a new service that does not say, and shows in the detail', async () => {
      const service = await publish();

      expect(service.skips_national_holidays).toBe(true);
      expect((await services.get(service.id)).body.data.service.skips_national_holidays).toBe(true);
      expect((await publish(false)).skips_national_holidays).toBe(false);
    });

    it('changes with PUT and stays as it was when PUT leaves it out', async () => {
      const { id } = await publish();
      const edit = serviceRequest({ title: 'Poda de altura', availability: MONDAYS_AND_TUESDAYS });

      const off = await services.update(id, provider.token, { ...edit, skips_national_holidays: false });
      expect(off.body.data.service.skips_national_holidays).toBe(false);

      const kept = await services.update(id, provider.token, { ...edit, skips_national_holidays: undefined });
      expect(kept.status).toBe(200);
      expect(kept.body.data.service.skips_national_holidays).toBe(false);
      expect((await services.get(id)).body.data.service.skips_national_holidays).toBe(false);
    });

    it('must be a JSON boolean', async () => {
      for (const value of ['true', 1, null]) {
        const { status, body } = await services.create(
          provider.token,
          serviceRequest({ skips_national_holidays: value as unknown as boolean }),
        );
        expect(status).toBe(400);
        expect(body).toEqual(
          validationFailure({ skips_national_holidays: 'Indica si atiendes o no los feriados nacionales' }),
        );
      }
    });
  });

  describe('a service that skips feriados', () => {
    let service: ServiceView;
    beforeAll(async () => {
      service = await publish(true);
    });

    it('shows each holiday of the calendar without availability, with its name', async () => {
      const { status, body } = await scheduling.calendar(service.id);

      expect(status).toBe(200);
      const days = body.data.days;
      expect(days.find(({ date }) => date === SOBERANIA.date)).toEqual({
        ...SOBERANIA,
        has_availability: false,
      });
      expect(days.find(({ date }) => date === INMACULADA.date)).toEqual({
        ...INMACULADA,
        has_availability: false,
      });
      expect(days.find(({ date }) => date === NEXT_MONDAY)).toEqual({
        date: NEXT_MONDAY,
        has_availability: true,
      });
      expect(days.filter((day) => day.holiday).map(({ date }) => date)).toEqual([
        SOBERANIA.date,
        INMACULADA.date,
      ]);
    });

    it('offers no slot on a holiday and refuses to book one', async () => {
      const { status, body } = await scheduling.availability(service.id, { date: SOBERANIA.date });
      expect(status).toBe(200);
      expect(body.data).toEqual({ date: SOBERANIA.date, time_slots: [] });

      const refused = await scheduling.book(client.token, {
        service_id: service.id,
        date: SOBERANIA.date,
        time_slot: '09:00',
      });
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual(HOLIDAY);

      const booked = await scheduling.book(client.token, {
        service_id: service.id,
        date: NEXT_MONDAY,
        time_slot: '09:00',
      });
      expect(booked.status).toBe(201);
    });
  });

  describe('a service that works on feriados', () => {
    it('keeps the slots of a holiday, named in the calendar, and books them', async () => {
      const service = await publish(false);

      const calendar = await scheduling.calendar(service.id);
      expect(calendar.body.data.days.find(({ date }) => date === SOBERANIA.date)).toEqual({
        ...SOBERANIA,
        has_availability: true,
      });
      const day = await scheduling.availability(service.id, { date: SOBERANIA.date });
      expect(day.body.data.time_slots.map(({ time }) => time)).toEqual(['09:00', '11:00']);
      const booked = await scheduling.book(client.token, {
        service_id: service.id,
        date: SOBERANIA.date,
        time_slot: '11:00',
      });
      expect(booked.status).toBe(201);
    });
  });
});
