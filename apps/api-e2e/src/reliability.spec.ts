import Database from 'better-sqlite3';
import { jsonRequest, withToken } from './support/http';
import { newRegistration, registerUser } from './support/identity';
import { startTcpProxy, type TcpProxy } from './support/tcp-proxy';
import { startTestApp, type TestApp, type TestResponse } from './support/test-app';
import { createTestDatabase, selectedDbKind, type TestDatabase } from './support/test-database';

const SERVICE_UNAVAILABLE = {
  success: false,
  error: 'Servicio no disponible: la base de datos no responde.',
  code: 'COMMON.SERVICE_UNAVAILABLE',
};
/** How long the API waits for one query (database-timeouts.ts). */
const QUERY_TIMEOUT_MS = 5_000;
/** Every request must fail within this when the database hangs. */
const REQUEST_BUDGET_MS = 10_000;
/** The client gives up a little later, so a request that hangs fails the test instead of its timeout. */
const CLIENT_TIMEOUT_MS = REQUEST_BUDGET_MS + 5_000;

const withClientTimeout = (init: RequestInit = {}): RequestInit => ({
  ...init,
  signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS),
});

function expectUnavailable(answer: TestResponse) {
  expect(answer.status).toBe(503);
  expect(answer.body).toEqual(SERVICE_UNAVAILABLE);
}

/** Starts the requests together and answers them with how long the slowest took. */
async function timed(requests: (() => Promise<TestResponse>)[]) {
  const started = Date.now();
  const answers = await Promise.all(requests.map((request) => request()));
  return { answers, elapsedMs: Date.now() - started };
}

const onMysql = selectedDbKind() === 'mysql' ? describe : describe.skip;
const onSqlite = selectedDbKind() === 'sqlite' ? describe : describe.skip;

onMysql('a MariaDB server that hangs or goes down', () => {
  let database: TestDatabase;
  let proxy: TcpProxy;
  let api: TestApp;
  let token: string;
  const requests = () => [
    () => api.request('/api/services', withClientTimeout()),
    () => api.request('/api/user/profile', withClientTimeout(withToken(token))),
    () => api.request('/api/user/register', withClientTimeout(jsonRequest('POST', newRegistration()))),
  ];

  beforeAll(async () => {
    database = await createTestDatabase('mysql');
    const url = new URL(database.env.DATABASE_URL);
    proxy = await startTcpProxy(url.hostname, Number(url.port || 3306));
    url.port = String(proxy.port);
    api = await startTestApp({ database, env: { DATABASE_URL: url.toString() } });
    ({ token } = await registerUser(api));
  });
  afterAll(async () => {
    await proxy?.restore().catch(() => undefined);
    await api?.close();
    await proxy?.close();
    await database?.drop();
  });

  it('answers 503 within 10 s to more requests than pooled connections while it hangs, then serves again', async () => {
    const burst = (rounds: number) => timed(Array.from({ length: rounds }, requests).flat());
    proxy.hang();
    const hungAt = Date.now();

    // Three times the pool's 10 connections: later callers wait for one at most 3 s.
    const hung = await burst(10);
    hung.answers.forEach(expectUnavailable);
    expect(hung.elapsedMs).toBeLessThan(REQUEST_BUDGET_MS);

    // Let every query still waiting on the hung server time out: its connection must not return to the pool.
    await new Promise((resolve) => setTimeout(resolve, QUERY_TIMEOUT_MS + 1_000 - (Date.now() - hungAt)));
    proxy.resume();
    const back = await burst(5);
    expect(back.answers.map(({ status }) => status)).toEqual(Array(5).fill([200, 200, 201]).flat());
    expect(back.elapsedMs).toBeLessThan(REQUEST_BUDGET_MS);
  });

  it('answers 503 while it is down, and serves again without a restart once it is back', async () => {
    await proxy.cut();

    const { answers, elapsedMs } = await timed(requests());
    answers.forEach(expectUnavailable);
    expect(elapsedMs).toBeLessThan(REQUEST_BUDGET_MS);

    await proxy.restore();
    const [services, profile, registration] = await Promise.all(requests().map((request) => request()));
    expect([services.status, profile.status, registration.status]).toEqual([200, 200, 201]);
    expect((await api.request('/api/health/ready')).status).toBe(200);
  });
});

onSqlite('a SQLite file locked by another connection', () => {
  let api: TestApp;

  beforeAll(async () => {
    api = await startTestApp();
  });
  afterAll(() => api?.close());

  it('answers 503 within 10 s to a write that cannot get the lock, and writes again once it is free', async () => {
    const register = () =>
      api.request('/api/user/register', withClientTimeout(jsonRequest('POST', newRegistration())));
    const lock = new Database(api.database.env.DATABASE_PATH);
    try {
      lock.exec('BEGIN EXCLUSIVE');

      const { answers, elapsedMs } = await timed([register]);

      answers.forEach(expectUnavailable);
      expect(elapsedMs).toBeLessThan(REQUEST_BUDGET_MS);
    } finally {
      lock.close();
    }
    expect((await register()).status).toBe(201);
  });
});
