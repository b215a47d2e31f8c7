import type { ApiSuccess, ProfileResponse } from '@changas/shared/contracts';
import { GetNotificationContacts } from '@changas/server/identity';
import { jsonRequest, UNAUTHENTICATED, validationFailure, withToken } from './support/http';
import { login, registerUser } from './support/identity';
import { startTestApp, type TestApp } from './support/test-app';

const EVERY_KIND = { requests_received: true, answers: true, reminders: true };

describe('/api/user/notification-preferences', () => {
  let api: TestApp;
  const patchPreferences = (token: string, body: unknown) =>
    api.request<ApiSuccess<ProfileResponse>>(
      '/api/user/notification-preferences',
      jsonRequest('PATCH', body, token),
    );

  beforeAll(async () => {
    api = await startTestApp();
  });
  afterAll(() => api?.close());

  it('start with every kind of email on, in the register, login and profile answers', async () => {
    const { user, token, password } = await registerUser(api);

    expect(user.notifications).toEqual(EVERY_KIND);
    expect((await login(api, user.email, password)).body.data.user.notifications).toEqual(EVERY_KIND);
    const profile = await api.request<ApiSuccess<ProfileResponse>>('/api/user/profile', withToken(token));
    expect(profile.body.data.user.notifications).toEqual(EVERY_KIND);
  });

  it('PATCH changes only the kinds given, answers the user, and the change persists', async () => {
    const { user, token, password } = await registerUser(api);

    const first = await patchPreferences(token, { answers: false });
    const second = await patchPreferences(token, { reminders: false, requests_received: true });

    expect(first.status).toBe(200);
    expect(second.body).toEqual({
      success: true,
      data: {
        user: { ...user, notifications: { requests_received: true, answers: false, reminders: false } },
      },
      message: 'Preferencias de notificación actualizadas',
    });
    expect((await login(api, user.email, password)).body.data.user.notifications).toEqual({
      requests_received: true,
      answers: false,
      reminders: false,
    });
    expect((await patchPreferences(token, {})).body.data.user.notifications.answers).toBe(false);
  });

  it("hand the notifications context each user's name, email and stored preferences", async () => {
    const ana = await registerUser(api, { name: 'Ana Pérez' });
    const beto = await registerUser(api, { name: 'Beto Gómez' });
    await patchPreferences(beto.token, { requests_received: false, reminders: false });

    const contacts = await api.app.get(GetNotificationContacts).execute([beto.user.id, ana.user.id, 999_999]);

    expect(contacts.sort((a, b) => a.id - b.id)).toEqual([
      {
        id: ana.user.id,
        name: 'Ana Pérez',
        email: ana.user.email,
        preferences: { requestsReceived: true, answers: true, reminders: true },
      },
      {
        id: beto.user.id,
        name: 'Beto Gómez',
        email: beto.user.email,
        preferences: { requestsReceived: false, answers: true, reminders: false },
      },
    ]);
  });

  it.each<[unknown, Record<string, string>]>([
    [{ answers: 'false' }, { answers: 'El valor debe ser verdadero o falso' }],
    [{ reminders: null }, { reminders: 'El valor debe ser verdadero o falso' }],
    [{ requests_received: 0 }, { requests_received: 'El valor debe ser verdadero o falso' }],
    [{ marketing: true }, { marketing: 'Este campo no está permitido' }],
  ])('PATCH answers 400 for %j and changes nothing', async (body, errors) => {
    const { user, token, password } = await registerUser(api);

    const { status, body: answer } = await patchPreferences(token, body);

    expect(status).toBe(400);
    expect(answer).toEqual(validationFailure(errors));
    expect((await login(api, user.email, password)).body.data.user.notifications).toEqual(EVERY_KIND);
  });

  it('PATCH needs a session', async () => {
    const { status, body } = await api.request(
      '/api/user/notification-preferences',
      jsonRequest('PATCH', { answers: false }),
    );

    expect(status).toBe(401);
    expect(body).toEqual(UNAUTHENTICATED);
  });
});
