import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { APP_CONFIG, type AppConfig } from '@changas/server/kernel';
import { DataSource } from 'typeorm';
import { jsonRequest, UNAUTHENTICATED, validationFailure, withToken } from './support/http';
import { login, registerUser } from './support/identity';
import { parseMail, resetTokenIn } from './support/mail';
import { type SmtpInbox, startSmtpInbox } from './support/smtp-inbox';
import { startTestApp, type TestApp } from './support/test-app';

const APP_URL = 'https://changas.test';
const FORGOT_ANSWER = {
  success: true,
  data: null,
  message: 'Si el correo está registrado, recibirás un enlace para restablecer tu contraseña.',
};
const resetFailure = (code: string, error: string) => ({ success: false, error, code });
const INVALID_LINK = resetFailure(
  'IDENTITY.RESET_TOKEN_INVALID',
  'Token de recuperación inválido. Por favor, solicita un nuevo enlace de recuperación.',
);

describe('password recovery over real SMTP', () => {
  let inbox: SmtpInbox;
  let api: TestApp;
  const forgot = (body: unknown) => api.request('/api/user/forgot-password', jsonRequest('POST', body));
  const reset = (body: unknown) => api.request('/api/user/reset-password', jsonRequest('POST', body));
  /** Asks for a link for `email` and answers the token of the mail that arrives. */
  const requestLink = async (email: string) => {
    expect((await forgot({ email })).body).toEqual(FORGOT_ANSWER);
    return resetTokenIn(await inbox.nextMailTo(email), APP_URL);
  };

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    api = await startTestApp({ env: { SMTP_URL: inbox.url, APP_URL } });
  });
  afterAll(async () => {
    await api?.close();
    await inbox?.close();
  });

  it('mails a link, resets the password with it once, and then refuses it as already used', async () => {
    const { user, password } = await registerUser(api, { name: 'Ana Pérez', email: 'ana@example.com' });

    const answer = await forgot({ email: ' ANA@example.com ' });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(FORGOT_ANSWER);

    const mail = await inbox.nextMailTo('ana@example.com');
    expect(mail.subject).toBe('Restablece tu contraseña de Changas');
    expect(mail.headers['from']).toBe('Changas <no-reply@changas.com.ar>');
    expect(mail.text).toContain('Hola Ana Pérez:');
    expect(mail.text).toContain('válido durante 1 hora');
    const token = resetTokenIn(mail, APP_URL);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(mail.html).toContain(`href="${APP_URL}/reset-password/${token}"`);

    const done = await reset({ token, new_password: 'Nueva1234' });
    expect(done.status).toBe(200);
    expect(done.body).toEqual({
      success: true,
      data: null,
      message: 'Tu contraseña fue actualizada. Ya puedes iniciar sesión.',
    });

    expect((await login(api, user.email, 'Nueva1234')).status).toBe(200);
    expect((await login(api, user.email, password)).status).toBe(401);

    const reused = await reset({ token, new_password: 'Otra12345' });
    expect(reused.status).toBe(400);
    expect(reused.body).toEqual(
      resetFailure(
        'IDENTITY.RESET_TOKEN_USED',
        'Este enlace de recuperación ya fue utilizado. Por favor, solicita un nuevo enlace de recuperación.',
      ),
    );
    expect((await login(api, user.email, 'Nueva1234')).status).toBe(200);
  });

  it('ends every session issued before the reset, whatever its second; a login after it works', async () => {
    const { user, token: registered, password } = await registerUser(api);
    const loggedIn = (await login(api, user.email, password)).body.data.token;
    const profileWith = (token: string) => api.request('/api/user/profile', withToken(token));
    expect((await profileWith(loggedIn)).status).toBe(200);

    const link = await requestLink(user.email);
    expect((await reset({ token: link, new_password: 'Nueva1234' })).status).toBe(200);

    for (const before of [registered, loggedIn]) {
      const { status, body } = await profileWith(before);
      expect(status).toBe(401);
      expect(body).toEqual(UNAUTHENTICATED);
    }
    const after = (await login(api, user.email, 'Nueva1234')).body.data.token;
    expect((await profileWith(after)).status).toBe(200);
  });

  it('stores only the SHA-256 of the token, valid for one hour', async () => {
    const { user } = await registerUser(api);
    const before = Date.now();
    const token = await requestLink(user.email);

    const rows = await api.app
      .get(DataSource)
      .query('SELECT token_hash, expires_at FROM password_reset_tokens WHERE user_id = ?', [user.id]);

    expect(rows).toHaveLength(1);
    expect(rows[0].token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(token);
    const expiresAt = instantOf(rows[0].expires_at);
    expect(expiresAt - before).toBeGreaterThan(3_590_000);
    expect(expiresAt - before).toBeLessThan(3_610_000);
  });

  it('answers the same for an unknown email, and mails nothing', async () => {
    const { user } = await registerUser(api);

    const unknown = await forgot({ email: 'nadie@example.com' });
    const known = await forgot({ email: user.email });

    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(unknown.headers.get('content-length')).toBe(known.headers.get('content-length'));
    await inbox.nextMailTo(user.email);
    expect(inbox.mails.filter(({ recipients }) => recipients.includes('nadie@example.com'))).toEqual([]);
  });

  it('refuses an expired link with the expired text and leaves the password as it was', async () => {
    const { user, password } = await registerUser(api);
    const token = await requestLink(user.email);
    await api.app
      .get(DataSource)
      .query("UPDATE password_reset_tokens SET expires_at = '2020-01-01 00:00:00' WHERE user_id = ?", [
        user.id,
      ]);

    const { status, body } = await reset({ token, new_password: 'Nueva1234' });

    expect(status).toBe(400);
    expect(body).toEqual(
      resetFailure(
        'IDENTITY.RESET_TOKEN_EXPIRED',
        'El enlace de recuperación ha expirado. Por favor, solicita un nuevo enlace de recuperación.',
      ),
    );
    expect((await login(api, user.email, password)).status).toBe(200);
  });

  it('refuses an unknown token and the older link once a newer one was requested', async () => {
    const { user } = await registerUser(api);
    const older = await requestLink(user.email);
    const newer = await requestLink(user.email);

    for (const token of ['un-token-que-no-existe', older]) {
      const { status, body } = await reset({ token, new_password: 'Nueva1234' });
      expect(status).toBe(400);
      expect(body).toEqual(INVALID_LINK);
    }
    expect((await reset({ token: ` ${newer} `, new_password: 'Nueva1234' })).status).toBe(200);
  });

  it.each([
    [{}, { email: 'El correo electrónico es obligatorio' }],
    [{ email: '  ' }, { email: 'El correo electrónico es obligatorio' }],
    [{ email: 'ana@example' }, { email: 'El formato del correo electrónico no es válido' }],
  ])('forgot-password answers 400 for %j', async (body, errors) => {
    const answer = await forgot(body);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(validationFailure(errors));
  });

  const TOKEN_REQUIRED = 'Token de recuperación inválido. Por favor, solicita un nuevo enlace.';
  it.each([
    [{}, { token: TOKEN_REQUIRED, new_password: 'La contraseña es obligatoria' }],
    [{ token: '   ', new_password: 'Nueva1234' }, { token: TOKEN_REQUIRED }],
    [
      { token: 'abc', new_password: 'abc' },
      { new_password: 'La contraseña debe tener al menos 8 caracteres' },
    ],
    [
      { token: 'abc', new_password: 'Nueva12345678901' + '2' },
      { new_password: 'La contraseña no puede tener más de 16 caracteres' },
    ],
    [
      { token: 'abc', new_password: 'nueva1234' },
      { new_password: 'La contraseña debe tener al menos una mayúscula' },
    ],
    [
      { token: 'abc', new_password: 'Nuevaaaaa' },
      { new_password: 'La contraseña debe tener al menos un número' },
    ],
  ])('reset-password answers 400 for %j', async (body, errors) => {
    const answer = await reset(body);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(validationFailure(errors));
  });
});

describe('password recovery without an SMTP server', () => {
  let api: TestApp;

  beforeAll(async () => {
    api = await startTestApp({ env: { APP_URL } });
  });
  afterAll(() => api?.close());

  it('writes the mail as an .eml file to data/outbox whose link resets the password', async () => {
    const { user } = await registerUser(api, { email: 'outbox@example.com' });
    const { outboxDir } = api.app.get<AppConfig>(APP_CONFIG);

    await api.request('/api/user/forgot-password', jsonRequest('POST', { email: user.email }));

    const file = await waitForFile(outboxDir);
    expect(file).toMatch(/\.eml$/);
    const mail = parseMail(readFileSync(join(outboxDir, file), 'utf8'), []);
    expect(mail.headers['to']).toBe('outbox@example.com');
    expect(mail.subject).toBe('Restablece tu contraseña de Changas');
    const token = resetTokenIn(mail, APP_URL);
    const done = await api.request(
      '/api/user/reset-password',
      jsonRequest('POST', { token, new_password: 'Nueva1234' }),
    );
    expect(done.status).toBe(200);
  });
});

async function waitForFile(dir: string, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [file] = (() => {
      try {
        return readdirSync(dir).filter((name) => name.endsWith('.eml'));
      } catch {
        return [];
      }
    })();
    if (file) return file;
    if (Date.now() > deadline) throw new Error(`No file in ${dir} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** A DATETIME as read by a raw query: a Date from MySQL, UTC text from SQLite. */
const instantOf = (value: Date | string) =>
  value instanceof Date ? value.getTime() : Date.parse(`${value.replace(' ', 'T')}Z`);
