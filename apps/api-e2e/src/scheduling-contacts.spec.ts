import type {
  AppointmentStatus,
  AppointmentView,
  AuthResponse,
  ServiceView,
} from '@changas/shared/contracts';
import { registerUser } from './support/identity';
import {
  controlClock,
  DAY_MS,
  MONDAY_NINE,
  NEXT_MONDAY,
  NEXT_MONDAY_ELEVEN_ENDS,
  schedulingApi,
} from './support/scheduling';
import { servicesApi } from './support/services';
import { startTestApp, type TestApp } from './support/test-app';

const PROVIDER_WHATSAPP = '5491123456789';
const CLIENT_WHATSAPP = '5493514123456';

/** WhatsApp contacts on appointments: only accepted ones, only to their two parties, only mobiles. */
describe('the counterpart_whatsapp of an appointment', () => {
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
    provider = await registerUser(api, { name: 'Ana Pérez', phone: '011 15-2345-6789' });
    client = await registerUser(api, { name: 'Beto Gómez', phone: '0351 15 412-3456' });
  });
  beforeEach(async () => {
    clock.set(MONDAY_NINE);
    service = await servicesApi(api).publish(provider.token);
  });
  afterAll(async () => {
    clock?.restore();
    await api?.close();
  });

  const book = (token: string, time: string) =>
    scheduling.request(token, { service_id: service.id, date: NEXT_MONDAY, time_slot: time });

  /** What each party reads on every endpoint that answers the appointment: [client's, provider's]. */
  async function contactsSeen(id: number): Promise<[(string | null)[], (string | null)[]]> {
    // 'missing' tells an absent appointment apart from one without a contact.
    const contactIn = (list: AppointmentView[]) => {
      const found = list.find((appointment) => appointment.id === id);
      return found ? found.counterpart_whatsapp : 'missing';
    };
    const [mine, received, forService, clientDashboard, providerDashboard] = await Promise.all([
      scheduling.mine(client.token),
      scheduling.received(provider.token),
      scheduling.forService(service.id, provider.token),
      scheduling.dashboard(client.token),
      scheduling.dashboard(provider.token),
    ]);
    return [
      [contactIn(mine.body.data.appointments), contactIn(clientDashboard.body.data.recent_sent)],
      [
        contactIn(received.body.data.appointments),
        contactIn(forService.body.data.appointments),
        contactIn(providerDashboard.body.data.recent_received),
      ],
    ];
  }

  const NONE: [(string | null)[], (string | null)[]] = [
    [null, null],
    [null, null, null],
  ];

  it("gives each party the other one's WhatsApp once accepted, in every list and in the answer", async () => {
    const booked = await book(client.token, '11:00');
    expect(booked.counterpart_whatsapp).toBeNull();
    expect(await contactsSeen(booked.id)).toEqual(NONE);

    const accepted = await scheduling.change(booked.id, provider.token, { status: 'accepted' });

    expect(accepted.counterpart_whatsapp).toBe(CLIENT_WHATSAPP);
    expect(await contactsSeen(booked.id)).toEqual([
      [PROVIDER_WHATSAPP, PROVIDER_WHATSAPP],
      [CLIENT_WHATSAPP, CLIENT_WHATSAPP, CLIENT_WHATSAPP],
    ]);
  });

  it.each<[AppointmentStatus, (id: number) => Promise<unknown>]>([
    [
      'rejected',
      (id) => scheduling.change(id, provider.token, { status: 'rejected', rejection_reason: 'No llego' }),
    ],
    [
      'cancelled',
      async (id) => {
        await scheduling.change(id, provider.token, { status: 'accepted' });
        await scheduling.change(id, client.token, { status: 'cancelled' });
      },
    ],
    [
      'completed',
      async (id) => {
        await scheduling.change(id, provider.token, { status: 'accepted' });
        clock.set(NEXT_MONDAY_ELEVEN_ENDS);
        await scheduling.change(id, provider.token, { status: 'completed' });
      },
    ],
    ['expired', async () => clock.advance(8 * DAY_MS)],
  ])('gives no contact once %s', async (status, reach) => {
    const { id } = await book(client.token, '11:00');

    await reach(id);

    const listed = (await scheduling.mine(client.token)).body.data.appointments.find((a) => a.id === id);
    expect(listed?.status).toBe(status);
    expect(await contactsSeen(id)).toEqual(NONE);
  });

  it('gives null for a counterpart without a phone or with a landline', async () => {
    const noPhone = await registerUser(api, { name: 'Caro Sin Teléfono', phone: '' });
    const landline = await registerUser(api, { name: 'Dani Fijo', phone: '(0351) 412-3456' });
    const first = await book(noPhone.token, '09:00');
    const second = await book(landline.token, '14:00');

    await scheduling.change(first.id, provider.token, { status: 'accepted' });
    await scheduling.change(second.id, provider.token, { status: 'accepted' });

    const received = (await scheduling.received(provider.token)).body.data.appointments;
    expect(
      received.filter(({ id }) => [first.id, second.id].includes(id)).map((a) => a.counterpart_whatsapp),
    ).toEqual([null, null]);
    const mine = (await scheduling.mine(noPhone.token)).body.data.appointments;
    expect(mine.map((a) => a.counterpart_whatsapp)).toEqual([PROVIDER_WHATSAPP]);
  });
});
