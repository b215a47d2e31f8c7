import type { AuthResponse, ServiceView } from '@changas/shared/contracts';
import { DataSource } from 'typeorm';
import { UNAUTHENTICATED, validationFailure } from './support/http';
import { registerUser } from './support/identity';
import { controlClock, errorOf, MONDAY_NINE, NEXT_MONDAY, schedulingApi } from './support/scheduling';
import { INVALID_ID, NOT_FOUND, servicesApi } from './support/services';
import { startTestApp, type TestApp } from './support/test-app';

const TODAY = '2030-03-04';
const TUESDAY = '2030-03-12';
const WEDNESDAY = '2030-03-13';

const OUTSIDE_HORIZON = errorOf(
  'SCHEDULING.OUTSIDE_HORIZON',
  'Solo se permiten reservas dentro de los próximos 30 días.',
);
const BAD_DATE = validationFailure({ date: 'La fecha debe tener el formato AAAA-MM-DD' });

describe('booking a slot: calendar, availability and every refusal', () => {
  let api: TestApp;
  let scheduling: ReturnType<typeof schedulingApi>;
  let services: ReturnType<typeof servicesApi>;
  let clock: ReturnType<typeof controlClock>;
  let provider: AuthResponse;
  let client: AuthResponse;
  let service: ServiceView;

  beforeAll(async () => {
    api = await startTestApp();
    scheduling = schedulingApi(api);
    services = servicesApi(api);
    clock = controlClock(api);
    provider = await registerUser(api);
    client = await registerUser(api);
  });
  beforeEach(async () => {
    clock.set(MONDAY_NINE);
    service = await services.publish(provider.token);
  });
  afterAll(async () => {
    clock?.restore();
    await api?.close();
  });

  const slot = (time: string, date = NEXT_MONDAY) => ({ service_id: service.id, date, time_slot: time });

  describe('GET /api/services/{id}/calendar', () => {
    it('lists the 31 days from today in Argentina, each with whether a slot is still free', async () => {
      const { status, body } = await scheduling.calendar(service.id);

      expect(status).toBe(200);
      expect(body.data).toMatchObject({ start_date: TODAY, end_date: '2030-04-03' });
      expect(body.data.days).toHaveLength(31);
      // Carnaval 2030 is named; the test service works on feriados (scheduling-holidays.spec).
      expect(body.data.days.slice(0, 3)).toEqual([
        { date: TODAY, has_availability: true, holiday: 'Carnaval' },
        { date: '2030-03-05', has_availability: false, holiday: 'Carnaval' },
        { date: '2030-03-06', has_availability: true },
      ]);
      expect(body.data.days.filter((day) => day.has_availability)).toHaveLength(10);
    });

    it("keeps Argentina's today at 23:30, when the server's UTC day is already the next", async () => {
      clock.set(new Date('2030-03-05T02:30:00.000Z'));

      const { body } = await scheduling.calendar(service.id);

      expect(body.data.start_date).toBe(TODAY);
      expect(body.data.days[0]).toEqual({ date: TODAY, has_availability: false, holiday: 'Carnaval' });
    });

    it('marks a day whose every slot is taken', async () => {
      for (const time of ['09:00', '11:00', '14:00', '16:00'])
        await scheduling.request(client.token, slot(time));

      const { body } = await scheduling.calendar(service.id);

      expect(body.data.days.find((day) => day.date === NEXT_MONDAY)?.has_availability).toBe(false);
    });

    it('hides a paused service from all but its provider, and a deleted or unknown one from everyone', async () => {
      await services.setStatus(service.id, provider.token, { status: 'inactive' });
      expect((await scheduling.calendar(service.id, provider.token)).status).toBe(200);
      for (const answer of [
        await scheduling.calendar(service.id),
        await scheduling.calendar(service.id, client.token),
      ]) {
        expect(answer.status).toBe(404);
        expect(answer.body).toEqual(NOT_FOUND);
      }
      await services.remove(service.id, provider.token);
      expect((await scheduling.calendar(service.id, provider.token)).body).toEqual(NOT_FOUND);
      expect((await scheduling.calendar(service.id + 1000)).body).toEqual(NOT_FOUND);
      expect((await scheduling.calendar('12abc')).body).toEqual(INVALID_ID);
    });
  });

  describe('GET /api/services/{id}/availability', () => {
    it("answers the day's slots, closing today's started ones and the ones taken", async () => {
      await scheduling.request(client.token, slot('14:00', TODAY));

      const { status, body } = await scheduling.availability(service.id, { date: TODAY });

      expect(status).toBe(200);
      expect(body.data).toEqual({
        date: TODAY,
        time_slots: [
          { time: '09:00', available: false },
          { time: '11:00', available: true },
          { time: '14:00', available: false },
          { time: '16:00', available: true },
        ],
      });
    });

    it('cuts a range that the duration does not divide, and answers no slots on a day off', async () => {
      const wednesday = await scheduling.availability(service.id, { date: WEDNESDAY });
      expect(wednesday.body.data.time_slots).toEqual([{ time: '09:00', available: true }]);
      const tuesday = await scheduling.availability(service.id, { date: TUESDAY });
      expect(tuesday.body.data.time_slots).toEqual([]);
    });

    it('refuses a day outside the horizon, and a missing or malformed date', async () => {
      for (const date of ['2030-03-03', '2030-04-04']) {
        const answer = await scheduling.availability(service.id, { date });
        expect(answer.status).toBe(400);
        expect(answer.body).toEqual(OUTSIDE_HORIZON);
      }
      for (const date of ['2030-3-11', '2030-02-30', 'mañana', '2030-03-11T10:00']) {
        const answer = await scheduling.availability(service.id, { date });
        expect(answer.status).toBe(400);
        expect(answer.body).toEqual(BAD_DATE);
      }
      expect((await scheduling.availability(service.id, {})).body).toEqual(
        validationFailure({ date: 'Por favor selecciona una fecha' }),
      );
    });
  });

  describe('POST /api/appointments', () => {
    it('asks an anonymous visitor to log in, with or without a broken token', async () => {
      const expected = errorOf('SCHEDULING.LOGIN_REQUIRED', 'Debes iniciar sesión para reservar un turno');
      for (const token of [undefined, 'not-a-token']) {
        const answer = await scheduling.book(token, slot('09:00'));
        expect(answer.status).toBe(401);
        expect(answer.body).toEqual(expected);
      }
    });

    it.each([
      [
        'own service',
        'provider',
        () => ({}),
        403,
        'SCHEDULING.OWN_SERVICE',
        'No puedes reservar un turno en tu propio servicio',
      ],
      [
        'day off',
        'client',
        () => ({ date: TUESDAY }),
        400,
        'SCHEDULING.DAY_UNAVAILABLE',
        'El servicio no tiene disponibilidad en la fecha seleccionada',
      ],
      [
        'time off the grid',
        'client',
        () => ({ time_slot: '10:00' }),
        400,
        'SCHEDULING.NOT_A_SLOT',
        'El horario seleccionado no es uno de los turnos del servicio',
      ],
      [
        'remainder of a range',
        'client',
        () => ({ date: WEDNESDAY, time_slot: '11:00' }),
        400,
        'SCHEDULING.NOT_A_SLOT',
        'El horario seleccionado no es uno de los turnos del servicio',
      ],
      [
        'started slot',
        'client',
        () => ({ date: TODAY, time_slot: '09:00' }),
        400,
        'SCHEDULING.SLOT_STARTED',
        'El horario seleccionado ya comenzó',
      ],
      [
        'past day',
        'client',
        () => ({ date: '2030-03-03' }),
        400,
        OUTSIDE_HORIZON.code,
        OUTSIDE_HORIZON.error,
      ],
      [
        'day beyond the horizon',
        'client',
        () => ({ date: '2030-04-08' }),
        400,
        OUTSIDE_HORIZON.code,
        OUTSIDE_HORIZON.error,
      ],
    ] as const)('refuses the %s', async (_case, who, override, status, code, error) => {
      const token = who === 'provider' ? provider.token : client.token;

      const answer = await scheduling.book(token, { ...slot('09:00'), ...override() });

      expect(answer.status).toBe(status);
      expect(answer.body).toEqual(errorOf(code, error));
      expect(
        (await scheduling.mine(client.token)).body.data.appointments.map(({ service: { id } }) => id),
      ).not.toContain(service.id);
    });

    it('refuses a slot held by another request with 409', async () => {
      await scheduling.request(client.token, slot('11:00'));
      const other = await registerUser(api);

      const answer = await scheduling.book(other.token, slot('11:00'));

      expect(answer.status).toBe(409);
      expect(answer.body).toEqual(errorOf('SCHEDULING.SLOT_TAKEN', 'El horario ya está ocupado'));
    });

    it('refuses a paused, deleted or unknown service as missing', async () => {
      await services.setStatus(service.id, provider.token, { status: 'inactive' });
      expect((await scheduling.book(client.token, slot('09:00'))).body).toEqual(NOT_FOUND);
      await services.remove(service.id, provider.token);
      expect((await scheduling.book(client.token, slot('09:00'))).body).toEqual(NOT_FOUND);
      const unknown = await scheduling.book(client.token, {
        ...slot('09:00'),
        service_id: service.id + 1000,
      });
      expect(unknown.status).toBe(404);
    });

    it('names each missing or malformed field, and refuses fields it does not know', async () => {
      expect((await scheduling.book(client.token, {})).body).toEqual(
        validationFailure({
          service_id: 'Selecciona un servicio válido',
          date: 'Por favor selecciona una fecha',
          time_slot: 'Por favor selecciona fecha y hora',
        }),
      );
      expect(
        (await scheduling.book(client.token, { service_id: '12', date: '11/03/2030', time_slot: '9:00' }))
          .body,
      ).toEqual(
        validationFailure({
          service_id: 'Selecciona un servicio válido',
          date: 'La fecha debe tener el formato AAAA-MM-DD',
          time_slot: 'El horario debe tener el formato HH:MM',
        }),
      );
      expect((await scheduling.book(client.token, { ...slot('09:00'), price: 1 })).body).toEqual(
        validationFailure({ price: 'Este campo no está permitido' }),
      );
    });

    it('keeps a message of 500 characters counted in code points, emoji included, and refuses 501', async () => {
      const tooLong = await scheduling.book(client.token, { ...slot('09:00'), notes: 'ñ'.repeat(501) });
      expect(tooLong.body).toEqual(
        validationFailure({ notes: 'El mensaje no puede superar los 500 caracteres' }),
      );

      const notes = '🌱'.repeat(500);
      const { id, notes: answered } = await scheduling.request(client.token, { ...slot('09:00'), notes });

      expect(answered).toBe(notes);
      const [stored] = await api.app
        .get(DataSource)
        .query('SELECT notes FROM appointments WHERE id = ?', [id]);
      expect(stored.notes).toBe(notes);
    });

    it('needs a token for every other appointment route', async () => {
      for (const answer of [
        await scheduling.mine(),
        await scheduling.received(),
        await scheduling.forService(service.id),
        await scheduling.setStatus(1, undefined, { status: 'accepted' }),
        await scheduling.dashboard(),
      ]) {
        expect(answer.status).toBe(401);
        expect(answer.body).toEqual(UNAUTHENTICATED);
      }
    });
  });
});
