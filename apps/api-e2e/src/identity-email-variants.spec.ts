import { jsonRequest, RATE_LIMITED } from './support/http';
import { login, registerUser } from './support/identity';
import { type SmtpInbox, startSmtpInbox } from './support/smtp-inbox';
import { startTestApp, type TestApp } from './support/test-app';

const DEMO = 'demo@changas.com.ar';
const ACCENTED = 'dêmo@chängas.com.ar';
const FULL_WIDTH = 'ｄｅｍｏ@changas.com.ar';

/**
 * Emails are normalised once (trim, NFKC, lower case) and compared byte for byte on both databases:
 * MariaDB's accent-insensitive collation must not hand the demo account to a look-alike address, and
 * the per-account login limit must count every spelling that reaches the account.
 */
describe('look-alike emails', () => {
  let inbox: SmtpInbox;
  let api: TestApp;
  let demoId: number;
  const forgot = (email: string) => api.request('/api/user/forgot-password', jsonRequest('POST', { email }));

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    api = await startTestApp({ env: { SMTP_URL: inbox.url, RATE_LIMIT_MULTIPLIER: '1' } });
    demoId = (await registerUser(api, { email: DEMO, password: 'Demo1234', confirm_password: 'Demo1234' }))
      .user.id;
  });
  afterAll(async () => {
    await api?.close();
    await inbox?.close();
  });

  it('mails the reset link of an accented look-alike to nobody', async () => {
    expect((await forgot(ACCENTED)).status).toBe(200);
    const { user } = await registerUser(api);
    expect((await forgot(user.email)).status).toBe(200);

    await inbox.nextMailTo(user.email);
    expect(inbox.mails.filter(({ recipients }) => !recipients.includes(user.email))).toEqual([]);
  });

  it('registers an accented look-alike as another account, and a full-width spelling as the same email', async () => {
    const accented = await registerUser(api, {
      email: ACCENTED,
      password: 'Otra12345',
      confirm_password: 'Otra12345',
    });
    expect(accented.user.email).toBe(ACCENTED);
    expect(accented.user.id).not.toBe(demoId);

    const fullWidth = await api.request(
      '/api/user/register',
      jsonRequest('POST', {
        name: 'Demo',
        email: FULL_WIDTH,
        password: 'Demo1234',
        confirm_password: 'Demo1234',
        province: 'Córdoba',
        locality: 'Río Cuarto',
      }),
    );
    expect(fullWidth.status).toBe(409);

    const own = await login(api, ACCENTED, 'Otra12345');
    expect(own.status).toBe(200);
    expect(own.body.data.user.id).toBe(accented.user.id);
  });

  it('logs no look-alike into the demo account once its logins are locked', async () => {
    for (let attempt = 1; attempt <= 10; attempt++)
      expect((await login(api, DEMO, 'Mala1234')).status).toBe(401);

    expect((await login(api, DEMO, 'Demo1234')).body).toEqual(RATE_LIMITED);
    // The same email in another width: the same account, so the same lock.
    expect((await login(api, FULL_WIDTH, 'Demo1234')).body).toEqual(RATE_LIMITED);
    // Another email, which does not have the demo account's password.
    const accented = await login(api, ACCENTED, 'Demo1234');
    expect(accented.status).toBe(401);
  });
});
