import type { AuthResponse, ServiceView } from '@changas/shared/contracts';
import { validationFailure } from './support/http';
import { registerUser } from './support/identity';
import { controlClock, errorOf, NEXT_MONDAY, schedulingApi } from './support/scheduling';
import { INVALID_ID, NOT_FOUND, servicesApi } from './support/services';
import { startTestApp, type TestApp } from './support/test-app';

const FORBIDDEN = errorOf('SCHEDULING.APPOINTMENT_FORBIDDEN', 'No autorizado para modificar este turno');
const NOT_FOUND_APPOINTMENT = errorOf('SCHEDULING.APPOINTMENT_NOT_FOUND', 'Turno no encontrado');
const CHANGES = [
  { status: 'accepted' },
  { status: 'rejected', rejection_reason: 'No puedo' },
  { status: 'completed' },
  { status: 'cancelled' },
];

describe('who may see and change an appointment', () => {
  let api: TestApp;
  let scheduling: ReturnType<typeof schedulingApi>;
  let clock: ReturnType<typeof controlClock>;
  let provider: AuthResponse;
  let client: AuthResponse;
  let stranger: AuthResponse;
  let service: ServiceView;
  let appointmentId: number;

  beforeAll(async () => {
    api = await startTestApp();
    scheduling = schedulingApi(api);
    clock = controlClock(api);
    provider = await registerUser(api);
    client = await registerUser(api);
    stranger = await registerUser(api);
    service = await servicesApi(api).publish(provider.token);
    ({ id: appointmentId } = await scheduling.request(client.token, {
      service_id: service.id,
      date: NEXT_MONDAY,
      time_slot: '09:00',
    }));
  });
  afterAll(async () => {
    clock?.restore();
    await api?.close();
  });

  const statusOf = async () =>
    (await scheduling.mine(client.token)).body.data.appointments.find(({ id }) => id === appointmentId)
      ?.status;

  it('answers 403 to a stranger for every status change and for the service list, and changes nothing', async () => {
    for (const body of CHANGES) {
      const answer = await scheduling.setStatus(appointmentId, stranger.token, body);
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual(FORBIDDEN);
    }
    const list = await scheduling.forService(service.id, stranger.token);
    expect(list.status).toBe(403);
    expect(list.body).toEqual(FORBIDDEN);
    expect(await statusOf()).toBe('pending');
  });

  it('shows a stranger none of the appointment in their own lists or dashboard', async () => {
    const filtered = await scheduling.received(stranger.token, { service_id: service.id });
    expect(filtered.body.data).toMatchObject({ total: 0, appointments: [] });
    expect((await scheduling.mine(stranger.token)).body.data.total).toBe(0);
    const { counters, recent_sent, recent_received } = (await scheduling.dashboard(stranger.token)).body.data;
    expect([counters.requests_sent, counters.requests_received, recent_sent, recent_received]).toEqual([
      0,
      0,
      [],
      [],
    ]);
  });

  it('lets the client only cancel, and the provider only answer or complete', async () => {
    for (const body of CHANGES.filter(({ status }) => status !== 'cancelled')) {
      expect((await scheduling.setStatus(appointmentId, client.token, body)).body).toEqual(FORBIDDEN);
    }
    expect((await scheduling.setStatus(appointmentId, provider.token, { status: 'cancelled' })).body).toEqual(
      FORBIDDEN,
    );
    expect((await scheduling.received(client.token)).body.data.total).toBe(0);
    expect((await scheduling.forService(service.id, client.token)).body).toEqual(FORBIDDEN);
    expect(await statusOf()).toBe('pending');
  });

  it('answers 404 for an appointment or a service that does not exist', async () => {
    for (const body of CHANGES) {
      const answer = await scheduling.setStatus(appointmentId + 1000, provider.token, body);
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual(NOT_FOUND_APPOINTMENT);
    }
    expect((await scheduling.forService(service.id + 1000, provider.token)).body).toEqual(NOT_FOUND);
  });

  it.each(['abc', '0', '012', '-1', '1.5', '1e3', '99999999999999999999'])(
    'answers 400 for the id %p',
    async (id) => {
      const appointment = await scheduling.setStatus(id, provider.token, { status: 'accepted' });
      expect(appointment.status).toBe(400);
      expect(appointment.body).toEqual(errorOf('SCHEDULING.INVALID_APPOINTMENT_ID', 'ID de turno no válido'));
      for (const answer of [
        await scheduling.forService(id, provider.token),
        await scheduling.calendar(id),
        await scheduling.availability(id, { date: NEXT_MONDAY }),
      ]) {
        expect(answer.status).toBe(400);
        expect(answer.body).toEqual(INVALID_ID);
      }
    },
  );

  it('refuses a status that is not a change a user may ask for', async () => {
    for (const status of ['pending', 'expired', 'ACCEPTED', undefined]) {
      const answer = await scheduling.setStatus(appointmentId, provider.token, { status });
      expect(answer.body).toEqual(
        validationFailure({ status: "El estado debe ser 'accepted', 'rejected', 'completed' o 'cancelled'" }),
      );
    }
    expect(await statusOf()).toBe('pending');
  });
});
