import { jsonRequest, RATE_LIMITED } from './support/http';
import { login, newRegistration, registerUser } from './support/identity';
import { startTestApp, type TestApp, type TestResponse } from './support/test-app';

/** The production limits (RATE_LIMIT_MULTIPLIER=1); every request of a test comes from 127.0.0.1. */
const PRODUCTION_LIMITS = { RATE_LIMIT_MULTIPLIER: '1' };

function expectRateLimited(answer: TestResponse) {
  expect(answer.status).toBe(429);
  expect(answer.body).toEqual(RATE_LIMITED);
  expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
}

describe('rate limits per account', () => {
  let api: TestApp;
  const post = (path: string, body: unknown) => api.request(path, jsonRequest('POST', body));

  beforeAll(async () => {
    api = await startTestApp({ env: PRODUCTION_LIMITS });
  });
  afterAll(() => api?.close());

  it('login: 10 failed attempts per email in 15 minutes, then 429 even with the right password', async () => {
    const { user, password } = await registerUser(api, { email: 'ana@example.com' });
    for (let attempt = 1; attempt <= 10; attempt++) {
      expect(
        (await login(api, attempt % 2 ? 'ana@example.com' : ' ANA@example.com', 'Mala1234')).status,
      ).toBe(401);
    }

    expectRateLimited(await login(api, user.email, password));
    expect((await login(api, 'otra@example.com', 'Mala1234')).status).toBe(401);
  });

  it('register: 5 attempts per email in an hour', async () => {
    const registration = newRegistration({ email: 'beto@example.com' });
    expect((await post('/api/user/register', registration)).status).toBe(201);
    for (let attempt = 2; attempt <= 5; attempt++) {
      expect((await post('/api/user/register', registration)).status).toBe(409);
    }

    expectRateLimited(await post('/api/user/register', { ...registration, email: 'BETO@example.com' }));
  });

  it('forgot-password: 5 requests per email in an hour, known or not', async () => {
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await post('/api/user/forgot-password', { email: 'nadie@example.com' })).status).toBe(200);
    }

    expectRateLimited(await post('/api/user/forgot-password', { email: 'Nadie@example.com' }));
    expect((await post('/api/user/forgot-password', { email: 'alguien@example.com' })).status).toBe(200);
  });

  it('reset-password: 5 attempts per token in 15 minutes', async () => {
    const attempt = (token: string) => post('/api/user/reset-password', { token, new_password: 'Nueva1234' });
    for (let count = 1; count <= 5; count++) expect((await attempt('token-adivinado')).status).toBe(400);

    expectRateLimited(await attempt('token-adivinado'));
    expect((await attempt('otro-token')).status).toBe(400);
  });
});

describe('login limit per account: only failures count', () => {
  let api: TestApp;

  beforeEach(async () => {
    api = await startTestApp({ env: PRODUCTION_LIMITS });
  });
  afterEach(() => api?.close());

  it('never locks out an owner who logs in correctly, again and again', async () => {
    const { user, password } = await registerUser(api, { email: 'carla@example.com' });
    for (let attempt = 1; attempt <= 11; attempt++) {
      expect((await login(api, user.email, password)).status).toBe(200);
    }
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await login(api, user.email, 'Mala1234')).status).toBe(401);
    }

    expect((await login(api, user.email, password)).status).toBe(200);
  });

  it('counts simultaneous wrong attempts as they arrive: 10 are checked, the rest refused', async () => {
    const { user } = await registerUser(api, { email: 'dario@example.com' });

    const answers = await Promise.all(Array.from({ length: 15 }, () => login(api, user.email, 'Mala1234')));

    const statuses = answers.map(({ status }) => status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
  });
});

describe('rate limits per IP', () => {
  let api: TestApp;

  beforeAll(async () => {
    api = await startTestApp({ env: PRODUCTION_LIMITS });
  });
  afterAll(() => api?.close());

  it('login: 20 attempts per minute from one IP, whatever the emails', async () => {
    for (let attempt = 1; attempt <= 20; attempt++) {
      expect((await login(api, `persona${attempt}@example.com`, 'Mala1234')).status).toBe(401);
    }

    expectRateLimited(await login(api, 'persona21@example.com', 'Mala1234'));
  });

  it('register: 10 accounts per hour from one IP, counted apart from logins', async () => {
    for (let attempt = 1; attempt <= 10; attempt++) await registerUser(api);

    expectRateLimited(await api.request('/api/user/register', jsonRequest('POST', newRegistration())));
  });
});

describe('the client IP behind a proxy', () => {
  /** A failed login as the proxy in front of the API forwards it for `client`. */
  const loginFrom = (api: TestApp, client: string, attempt: number) => {
    const request = jsonRequest('POST', { email: `cliente${attempt}@example.com`, password: 'Mala1234' });
    return api.request('/api/user/login', {
      ...request,
      headers: { ...request.headers, 'x-forwarded-for': client },
    });
  };
  let api: TestApp | undefined;
  afterEach(() => api?.close());

  it('with TRUST_PROXY, limits each client apart, as X-Forwarded-For names it', async () => {
    api = await startTestApp({ env: { ...PRODUCTION_LIMITS, TRUST_PROXY: '1' } });
    for (let attempt = 1; attempt <= 20; attempt++) {
      expect((await loginFrom(api, '203.0.113.7', attempt)).status).toBe(401);
    }

    expectRateLimited(await loginFrom(api, '203.0.113.7', 21));
    expect((await loginFrom(api, '198.51.100.4', 22)).status).toBe(401);
  });

  it('without it, ignores X-Forwarded-For: a client cannot pose as many', async () => {
    api = await startTestApp({ env: PRODUCTION_LIMITS });
    for (let attempt = 1; attempt <= 20; attempt++) {
      expect((await loginFrom(api, `203.0.113.${attempt}`, attempt)).status).toBe(401);
    }

    expectRateLimited(await loginFrom(api, '198.51.100.4', 21));
  });
});
