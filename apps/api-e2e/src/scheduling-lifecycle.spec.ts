import type { AuthResponse, ServiceView } from '@changas/shared/contracts';
import { validationFailure } from './support/http';
import { registerUser } from './support/identity';
import {
  controlClock,
  DAY_MS,
  errorOf,
  MINUTE_MS,
  MONDAY_NINE,
  NEXT_MONDAY,
  NEXT_MONDAY_ELEVEN,
  NEXT_MONDAY_ELEVEN_ENDS,
  schedulingApi,
} from './support/scheduling';
import { servicesApi } from './support/services';
import { startTestApp, type TestApp } from './support/test-app';

describe('an appointment from request to its end', () => {
  let api: TestApp;
  let scheduling: ReturnType<typeof schedulingApi>;
  let clock: ReturnType<typeof controlClock>;
  let provider: AuthResponse;
  let client: AuthResponse;
  let service: ServiceView;

  beforeAll(async () => {
    api = await startTestApp();
    scheduling = schedulingApi(api);
    clock = controlClock(api);
    provider = await registerUser(api, { name: 'Ana Pérez', province: 'Córdoba', locality: 'Río Cuarto' });
    client = await registerUser(api, { name: 'Beto Gómez' });
  });
  beforeEach(async () => {
    clock.set(MONDAY_NINE);
    // A service of its own per test, so each starts with every slot free.
    service = await servicesApi(api).publish(provider.token);
  });
  afterAll(async () => {
    clock?.restore();
    await api?.close();
  });

  const slot = (time: string, date = NEXT_MONDAY) => ({ service_id: service.id, date, time_slot: time });

  it('is pending when requested, then accepted, then completed once its slot has ended', async () => {
    const booked = await scheduling.book(client.token, { ...slot('11:00'), notes: '  Portón verde ' });

    expect(booked.status).toBe(201);
    expect(booked.body).toEqual({
      success: true,
      message: 'Solicitud creada correctamente',
      data: {
        appointment: {
          id: expect.any(Number),
          service: {
            id: service.id,
            title: 'Jardinería y poda',
            image_url: 'https://example.com/jardin.jpg',
          },
          client_id: client.user.id,
          provider_id: provider.user.id,
          client_name: 'Beto Gómez',
          provider: {
            providerName: 'Ana Pérez',
            providerLocality: 'Río Cuarto',
            providerProvince: 'Córdoba',
          },
          date: NEXT_MONDAY,
          time_slot: '11:00',
          ends_at: NEXT_MONDAY_ELEVEN_ENDS.toISOString(),
          status: 'pending',
          notes: 'Portón verde',
          rejection_reason: null,
          rejectionReason: null,
          created_at: MONDAY_NINE.toISOString(),
          counterpart_whatsapp: null,
        },
      },
    });
    const { id } = booked.body.data.appointment;
    const day = await scheduling.availability(service.id, { date: NEXT_MONDAY });
    expect(day.body.data.time_slots).toEqual([
      { time: '09:00', available: true },
      { time: '11:00', available: false },
      { time: '14:00', available: true },
      { time: '16:00', available: true },
    ]);

    expect((await scheduling.change(id, provider.token, { status: 'accepted' })).status).toBe('accepted');

    clock.set(NEXT_MONDAY_ELEVEN);
    const early = await scheduling.setStatus(id, provider.token, { status: 'completed' });
    expect(early.status).toBe(400);
    expect(early.body).toEqual(
      errorOf('SCHEDULING.NOT_ENDED', 'Podrás marcar el servicio como completado cuando termine el turno'),
    );

    clock.set(NEXT_MONDAY_ELEVEN_ENDS);
    expect((await scheduling.change(id, provider.token, { status: 'completed' })).status).toBe('completed');
    const [mine] = (await scheduling.mine(client.token)).body.data.appointments;
    expect(mine).toMatchObject({ id, status: 'completed', rejection_reason: null, rejectionReason: null });
  });

  it('needs a reason to reject, shows it under both names, and frees the slot', async () => {
    const { id } = await scheduling.request(client.token, slot('14:00'));

    for (const body of [{ status: 'rejected' }, { status: 'rejected', rejection_reason: '   ' }]) {
      const refused = await scheduling.setStatus(id, provider.token, body);
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual(
        validationFailure({ rejection_reason: 'Debes indicar el motivo del rechazo' }),
      );
    }
    const rejected = await scheduling.change(id, provider.token, {
      status: 'rejected',
      rejection_reason: ' Ese día estoy de viaje ',
    });

    expect(rejected).toMatchObject({
      status: 'rejected',
      rejection_reason: 'Ese día estoy de viaje',
      rejectionReason: 'Ese día estoy de viaje',
    });
    const other = await registerUser(api);
    expect((await scheduling.book(other.token, slot('14:00'))).status).toBe(201);
  });

  it('lets the client cancel a pending or accepted request until its slot starts, freeing it', async () => {
    const pending = await scheduling.request(client.token, slot('09:00'));
    const accepted = await scheduling.request(client.token, slot('11:00'));
    await scheduling.change(accepted.id, provider.token, { status: 'accepted' });

    expect((await scheduling.change(pending.id, client.token, { status: 'cancelled' })).status).toBe(
      'cancelled',
    );
    expect((await scheduling.change(accepted.id, client.token, { status: 'cancelled' })).status).toBe(
      'cancelled',
    );
    const day = await scheduling.availability(service.id, { date: NEXT_MONDAY });
    expect(day.body.data.time_slots.filter(({ available }) => available)).toHaveLength(4);

    const late = await scheduling.request(client.token, slot('14:00'));
    clock.set(new Date('2030-03-11T17:00:00.000Z')); // 14:00 in Argentina: the slot starts
    const refused = await scheduling.setStatus(late.id, client.token, { status: 'cancelled' });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual(
      errorOf(
        'SCHEDULING.NOT_CANCELLABLE',
        'Solo se pueden cancelar turnos pendientes o aceptados antes de que comiencen',
      ),
    );
  });

  it('shows a request whose start passed unanswered as expired, and never accepts it', async () => {
    const { id } = await scheduling.request(client.token, slot('16:00'));
    clock.set(new Date('2030-03-11T19:00:00.000Z')); // 16:00 in Argentina

    const [listed] = (await scheduling.received(provider.token, { service_id: service.id })).body.data
      .appointments;
    expect(listed).toMatchObject({ id, status: 'expired' });
    const late = await scheduling.setStatus(id, provider.token, { status: 'accepted' });
    expect(late.status).toBe(400);
    expect(late.body).toEqual(
      errorOf('SCHEDULING.APPOINTMENT_EXPIRED', 'La solicitud caducó: su horario comenzó sin una respuesta'),
    );
    const [mine] = (await scheduling.mine(client.token, { limit: 1 })).body.data.appointments;
    expect(mine).toMatchObject({ id, status: 'expired' });
  });

  it('lists sent and received requests newest first, a page at a time, and by service for its provider', async () => {
    const second = await servicesApi(api).publish(provider.token, { title: 'Poda de altura' });
    const booked = [];
    for (const body of [slot('09:00'), slot('11:00'), { ...slot('09:00'), service_id: second.id }]) {
      clock.advance(MINUTE_MS);
      booked.push(await scheduling.request(client.token, body));
    }
    const [first, middle, last] = booked.map(({ id }) => id);

    const received = (await scheduling.received(provider.token, { limit: 2 })).body.data;
    expect(received.appointments.map(({ id }) => id)).toEqual([last, middle]);
    expect(received).toMatchObject({ page: 1, limit: 2 });
    const secondPage = (await scheduling.received(provider.token, { limit: 2, page: 2 })).body.data;
    expect(secondPage.appointments.map(({ id }) => id)).toContain(first);
    const onlySecond = (await scheduling.received(provider.token, { service_id: second.id })).body.data;
    expect(onlySecond).toMatchObject({
      total: 1,
      appointments: [{ id: last, service: { title: 'Poda de altura' } }],
    });

    const forService = (await scheduling.forService(service.id, provider.token)).body.data;
    expect(forService.appointments.map(({ id }) => id)).toEqual([middle, first]);
    const mine = (await scheduling.mine(client.token)).body.data;
    expect(mine.appointments.slice(0, 3).map(({ id }) => id)).toEqual([last, middle, first]);
    expect((await scheduling.received(client.token)).body.data.total).toBe(0);
  });

  it('keeps naming the service of an appointment after the service is deleted', async () => {
    const { id } = await scheduling.request(client.token, slot('09:00'));
    clock.advance(DAY_MS);
    await servicesApi(api).remove(service.id, provider.token);

    const { appointments } = (await scheduling.mine(client.token)).body.data;
    expect(appointments.find((appointment) => appointment.id === id)?.service.title).toBe(
      'Jardinería y poda',
    );
  });
});
