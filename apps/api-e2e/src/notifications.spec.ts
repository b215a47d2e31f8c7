import ICAL from 'ical.js';
import type { AuthResponse, ServiceView } from '@changas/shared/contracts';
import { registerUser } from './support/identity';
import { jsonRequest, withToken } from './support/http';
import type { ReceivedMail } from './support/mail';
import {
  controlClock,
  DAY_MS,
  MINUTE_MS,
  MONDAY_NINE,
  NEXT_MONDAY,
  NEXT_MONDAY_ELEVEN,
  NEXT_MONDAY_ELEVEN_ENDS,
  schedulingApi,
} from './support/scheduling';
import { servicesApi } from './support/services';
import { type SmtpInbox, startSmtpInbox } from './support/smtp-inbox';
import { startTestApp, type TestApp } from './support/test-app';

const APP_URL = 'https://changas.test';
/** Long enough for several dispatch rounds of NOTIFICATIONS_POLL_MS. */
const QUIET_MS = 800;
const settle = () => new Promise((resolve) => setTimeout(resolve, QUIET_MS));

async function waitUntil(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms: ${condition}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The one VEVENT of an invite, read by a real iCalendar parser. */
function eventOf(calendar: string | undefined) {
  const component = new ICAL.Component(ICAL.parse(calendar ?? ''));
  const vevent = component.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error(`no VEVENT in ${calendar}`);
  const event = new ICAL.Event(vevent);
  return { method: component.getFirstPropertyValue('method'), event, vevent };
}

describe('mails for every request transition', () => {
  let api: TestApp;
  let inbox: SmtpInbox;
  let scheduling: ReturnType<typeof schedulingApi>;
  let clock: ReturnType<typeof controlClock>;
  let provider: AuthResponse;
  let client: AuthResponse;
  let service: ServiceView;

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    api = await startTestApp({ env: { SMTP_URL: inbox.url, APP_URL, NOTIFICATIONS_POLL_MS: '100' } });
    scheduling = schedulingApi(api);
    clock = controlClock(api);
  });
  beforeEach(async () => {
    clock.set(MONDAY_NINE);
    // People of their own per test, so each test's mails are the only ones to its addresses.
    provider = await registerUser(api, { name: 'Ana Pérez' });
    client = await registerUser(api, { name: 'Beto <b>Gómez</b>' });
    service = await servicesApi(api).publish(provider.token);
  });
  afterAll(async () => {
    clock?.restore();
    await api?.close();
    await inbox?.close();
  });

  const slot = (time = '11:00') => ({ service_id: service.id, date: NEXT_MONDAY, time_slot: time });
  const mailsWith = (to: string, subject: string) =>
    inbox.mails.filter((mail) => mail.recipients.includes(to) && mail.subject.includes(subject));

  it('tells the provider of a new request, with the client escaped in the HTML and a link to answer it', async () => {
    await scheduling.request(client.token, slot());

    const mail = await inbox.nextMailTo(provider.user.email);
    expect(mail.subject).toBe('Nueva solicitud de turno: Jardinería y poda');
    expect(mail.text).toContain('Hola Ana Pérez:');
    expect(mail.text).toContain(
      'Beto <b>Gómez</b> pidió un turno para "Jardinería y poda" el lunes 11 de marzo, 11:00 h.',
    );
    expect(mail.text).toContain(`Responder la solicitud: ${APP_URL}/received-requests`);
    expect(mail.html).toContain('Beto &lt;b&gt;Gómez&lt;/b&gt; pidió un turno');
    expect(mail.html).not.toContain('<b>Gómez</b>');
    expect(mail.calendar).toBeUndefined();
  });

  it('tells the client of a rejection with its reason', async () => {
    const appointment = await scheduling.request(client.token, slot());
    await inbox.nextMailTo(provider.user.email);
    await scheduling.change(appointment.id, provider.token, {
      status: 'rejected',
      rejection_reason: 'Ese día no trabajo',
    });

    const mail = await inbox.nextMailTo(client.user.email);
    expect(mail.subject).toBe('Solicitud rechazada: Jardinería y poda');
    expect(mail.text).toContain(
      'Ana Pérez rechazó tu solicitud de turno para "Jardinería y poda" del lunes 11 de marzo, 11:00 h.',
    );
    expect(mail.text).toContain('Motivo: Ese día no trabajo');
    expect(mail.text).toContain(`${APP_URL}/service/${service.id}`);
  });

  it('sends the client an iCalendar invite on acceptance, and a CANCEL for the same UID to both when the client cancels', async () => {
    const appointment = await scheduling.request(client.token, slot());
    await inbox.nextMailTo(provider.user.email);
    await scheduling.change(appointment.id, provider.token, { status: 'accepted' });

    const accepted = await inbox.nextMailTo(client.user.email);
    expect(accepted.subject).toBe('Turno confirmado: Jardinería y poda, lunes 11 de marzo, 11:00 h');
    const invite = eventOf(accepted.calendar);
    expect(invite.method).toBe('REQUEST');
    expect(invite.event.uid).toBe(`turno-${appointment.id}@changas.com.ar`);
    expect(invite.event.summary).toBe('Turno: Jardinería y poda');
    // 11:00 wall-clock time in Buenos Aires, whatever zone the machine runs in.
    expect(invite.vevent.getFirstProperty('dtstart')?.getParameter('tzid')).toBe(
      'America/Argentina/Buenos_Aires',
    );
    expect(invite.event.startDate.toString()).toBe('2030-03-11T11:00:00');
    expect(invite.event.startDate.toJSDate()).toEqual(NEXT_MONDAY_ELEVEN);
    expect(invite.event.endDate.toJSDate()).toEqual(NEXT_MONDAY_ELEVEN_ENDS);

    await scheduling.change(appointment.id, client.token, { status: 'cancelled' });
    const toProvider = await inbox.nextMailTo(provider.user.email);
    expect(toProvider.subject).toBe('Turno cancelado: Jardinería y poda, lunes 11 de marzo, 11:00 h');
    expect(toProvider.text).toContain('Beto <b>Gómez</b> canceló el turno para "Jardinería y poda"');
    const toClient = await inbox.nextMailTo(client.user.email);
    expect(toClient.subject).toBe('Cancelaste tu turno: Jardinería y poda, lunes 11 de marzo, 11:00 h');
    for (const mail of [toProvider, toClient]) {
      const cancel = eventOf(mail.calendar);
      expect(cancel.method).toBe('CANCEL');
      expect(cancel.event.uid).toBe(invite.event.uid);
      expect(cancel.vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
    }
  });

  it('tells the client when the turno is completed and when a request expires unanswered', async () => {
    const accepted = await scheduling.request(client.token, slot('11:00'));
    const ignored = await scheduling.request(client.token, slot('14:00'));
    await inbox.nextMailTo(provider.user.email);
    await inbox.nextMailTo(provider.user.email);
    await scheduling.change(accepted.id, provider.token, { status: 'accepted' });
    await inbox.nextMailTo(client.user.email);

    clock.set(new Date(NEXT_MONDAY_ELEVEN_ENDS.getTime() + MINUTE_MS));
    await scheduling.change(accepted.id, provider.token, { status: 'completed' });
    const completed = await inbox.nextMailTo(client.user.email);
    expect(completed.subject).toBe('Turno completado: Jardinería y poda');
    expect(completed.text).toContain(`Calificar el servicio: ${APP_URL}/my-requests`);

    clock.advance(3 * 60 * MINUTE_MS); // past 14:00: the second request started unanswered
    await scheduling.mine(client.token);
    const expired = await inbox.nextMailTo(client.user.email);
    expect(expired.subject).toBe('Solicitud vencida: Jardinería y poda');
    expect(expired.text).toContain('del lunes 11 de marzo, 14:00 h no recibió respuesta a tiempo y venció');
    expect(expired.text).toContain(`Ver el servicio: ${APP_URL}/service/${service.id}`);
    expect(ignored.id).not.toBe(accepted.id);
  });

  it('reminds both parties once, a day before an accepted turno, and the client how to cancel', async () => {
    const appointment = await scheduling.request(client.token, slot());
    await inbox.nextMailTo(provider.user.email);
    await scheduling.change(appointment.id, provider.token, { status: 'accepted' });
    await inbox.nextMailTo(client.user.email);

    clock.set(new Date(NEXT_MONDAY_ELEVEN.getTime() - DAY_MS - MINUTE_MS));
    await settle();
    expect(mailsWith(client.user.email, 'Recordatorio')).toHaveLength(0);

    clock.advance(2 * MINUTE_MS);
    const toClient = await inbox.nextMailTo(client.user.email);
    expect(toClient.subject).toBe(
      'Recordatorio: tu turno de Jardinería y poda es el lunes 11 de marzo, 11:00 h',
    );
    expect(toClient.text).toContain(`Ver o cancelar el turno: ${APP_URL}/my-requests`);
    const toProvider = await inbox.nextMailTo(provider.user.email);
    expect(toProvider.subject).toBe('Recordatorio: turno de Beto <b>Gómez</b> el lunes 11 de marzo, 11:00 h');

    clock.advance(60 * MINUTE_MS);
    await settle();
    expect(mailsWith(client.user.email, 'Recordatorio')).toHaveLength(1);
    expect(mailsWith(provider.user.email, 'Recordatorio: turno de')).toHaveLength(1);
  });

  it('sends no reminder for a turno cancelled before its reminder was due', async () => {
    const appointment = await scheduling.request(client.token, slot('16:00'));
    await scheduling.change(appointment.id, provider.token, { status: 'accepted' });
    await scheduling.change(appointment.id, client.token, { status: 'cancelled' });

    clock.set(new Date(NEXT_MONDAY_ELEVEN.getTime() + 5 * 60 * MINUTE_MS - DAY_MS));
    await settle();
    expect(mailsWith(client.user.email, 'Cancelaste tu turno')).toHaveLength(1);
    expect(mailsWith(client.user.email, 'Recordatorio')).toHaveLength(0);
    expect(mailsWith(provider.user.email, 'Recordatorio')).toHaveLength(0);
  });

  it('sends no mail of a kind its recipient switched off, and still the others and the password reset', async () => {
    const switchOff = await api.request(
      '/api/user/notification-preferences',
      jsonRequest('PATCH', { answers: false, reminders: false }, client.token),
    );
    expect(switchOff.status).toBe(200);
    const appointment = await scheduling.request(client.token, slot());
    await inbox.nextMailTo(provider.user.email);
    await scheduling.change(appointment.id, provider.token, { status: 'accepted' });
    clock.set(new Date(NEXT_MONDAY_ELEVEN.getTime() - DAY_MS + MINUTE_MS));
    expect((await inbox.nextMailTo(provider.user.email)).subject).toContain('Recordatorio');
    await settle();
    expect(inbox.mails.filter((mail) => mail.recipients.includes(client.user.email))).toHaveLength(0);

    await api.request('/api/user/forgot-password', jsonRequest('POST', { email: client.user.email }));
    expect((await inbox.nextMailTo(client.user.email)).subject).toBe('Restablece tu contraseña de Changas');
  });

  it('keeps mails while the SMTP server refuses them and delivers each exactly once when it is back', async () => {
    inbox.refuse(true);
    const first = await scheduling.request(client.token, slot('09:00'));
    const second = await scheduling.request(client.token, slot('14:00'));
    await waitUntil(() => inbox.refused >= 1);
    await settle();
    expect(mailsWith(provider.user.email, 'Nueva solicitud')).toHaveLength(0);
    const delivered = inbox.mails.length;

    inbox.refuse(false);
    await settle();
    expect(inbox.mails).toHaveLength(delivered); // nothing goes out before its retry time
    clock.advance(60 * MINUTE_MS);
    const mails = [await inbox.nextMailTo(provider.user.email), await inbox.nextMailTo(provider.user.email)];
    expect(mails.map(({ text }) => /\d\d:\d\d h/.exec(text)?.[0]).sort()).toEqual(['09:00 h', '14:00 h']);
    await settle();
    expect(inbox.mails).toHaveLength(delivered + 2);
    const ids = inbox.mails.map((mail: ReceivedMail) => mail.headers['message-id']);
    expect(new Set(ids).size).toBe(ids.length);
    expect(first.id).not.toBe(second.id);
  });
});

describe('GET /api/appointments/{id}/invite.ics', () => {
  let api: TestApp;
  let scheduling: ReturnType<typeof schedulingApi>;
  let clock: ReturnType<typeof controlClock>;

  beforeAll(async () => {
    api = await startTestApp();
    scheduling = schedulingApi(api);
    clock = controlClock(api);
  });
  afterAll(async () => {
    clock?.restore();
    await api?.close();
  });

  it('gives either party of an accepted turno its calendar file, and nobody else', async () => {
    const provider = await registerUser(api);
    const client = await registerUser(api);
    const stranger = await registerUser(api);
    const service = await servicesApi(api).publish(provider.token);
    const appointment = await scheduling.request(client.token, {
      service_id: service.id,
      date: NEXT_MONDAY,
      time_slot: '11:00',
    });
    const invite = (token?: string, id: number | string = appointment.id) =>
      api.request(`/api/appointments/${id}/invite.ics`, token ? withToken(token) : undefined);

    expect((await invite(client.token)).body).toMatchObject({
      success: false,
      code: 'SCHEDULING.INVITE_NOT_ACCEPTED',
      error: 'Solo los turnos aceptados se pueden agregar al calendario',
    });
    expect((await invite(client.token)).status).toBe(409);
    await scheduling.change(appointment.id, provider.token, { status: 'accepted' });

    for (const party of [client, provider]) {
      const { status, headers, body } = await invite(party.token);
      expect(status).toBe(200);
      expect(headers.get('content-type')).toBe('text/calendar; charset=utf-8');
      expect(headers.get('content-disposition')).toBe(`attachment; filename="turno-${appointment.id}.ics"`);
      const { method, event } = eventOf(body as string);
      expect(method).toBe('PUBLISH');
      expect(event.uid).toBe(`turno-${appointment.id}@changas.com.ar`);
      expect(event.startDate.toJSDate()).toEqual(NEXT_MONDAY_ELEVEN);
    }
    expect((await invite(stranger.token)).status).toBe(403);
    expect((await invite()).status).toBe(401);
    expect((await invite(client.token, 999999)).status).toBe(404);
    expect((await invite(client.token, 'abc')).status).toBe(400);
  });
});
