import { DataSource } from 'typeorm';
import { GetNotificationContacts } from '@changas/server/identity';
import { jsonRequest, withToken } from './support/http';
import { login, registerUser } from './support/identity';
import { servicesApi } from './support/services';
import { startTestApp, type TestApp } from './support/test-app';

/** No query outside login selects a password hash (ARCHITECTURE section 6): every SQL statement is watched. */
describe('reads of password hashes', () => {
  let api: TestApp;
  let statements: string[];

  /** The SELECTs run while `act` runs that name the password hash. */
  async function hashReadsDuring(act: () => Promise<unknown>): Promise<string[]> {
    statements = [];
    await act();
    return statements.filter((sql) => /^\s*SELECT\b/i.test(sql) && /password_hash/i.test(sql));
  }

  beforeAll(async () => {
    api = await startTestApp();
    const { logger } = api.app.get(DataSource);
    const logQuery = logger.logQuery.bind(logger);
    jest.spyOn(logger, 'logQuery').mockImplementation((sql, ...rest) => {
      statements.push(sql);
      return logQuery(sql, ...rest);
    });
  });
  afterAll(() => api?.close());

  it('lists, shows and manages services, registers and edits profiles without selecting one', async () => {
    const services = servicesApi(api);
    const reads = await hashReadsDuring(async () => {
      const ana = await registerUser(api);
      const service = await services.publish(ana.token);
      expect((await services.search()).status).toBe(200);
      expect((await services.get(service.id)).status).toBe(200);
      expect((await services.get(service.id, ana.token)).status).toBe(200);
      expect((await services.mine(ana.token)).status).toBe(200);
      expect((await api.request('/api/user/profile', withToken(ana.token))).status).toBe(200);
      const { email, phone, province, locality } = ana.user;
      const edited = { name: 'Ana María', email, phone, province, locality };
      expect((await api.request('/api/user/profile', jsonRequest('PUT', edited, ana.token))).status).toBe(
        200,
      );
    });
    expect(statements.length).toBeGreaterThan(0);
    expect(reads).toEqual([]);
  });

  it('hands out notification contacts and changes email preferences without selecting one', async () => {
    const ana = await registerUser(api);
    const beto = await registerUser(api);

    const reads = await hashReadsDuring(async () => {
      const patch = jsonRequest('PATCH', { answers: false }, ana.token);
      expect((await api.request('/api/user/notification-preferences', patch)).status).toBe(200);
      const contacts = await api.app.get(GetNotificationContacts).execute([ana.user.id, beto.user.id]);
      expect(contacts.map(({ email }) => email).sort()).toEqual([ana.user.email, beto.user.email].sort());
      expect(JSON.stringify(contacts)).not.toMatch(/password|hash|argon/i);
    });

    expect(reads).toEqual([]);
  });

  it('selects it once to log in, and never to show the logged-in user', async () => {
    const { user, password } = await registerUser(api);

    const reads = await hashReadsDuring(async () =>
      expect((await login(api, user.email, password)).status).toBe(200),
    );

    expect(reads).toHaveLength(1);
  });
});
