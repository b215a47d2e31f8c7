import type { ApiFailure, ApiSuccess } from '@changas/shared/contracts';
import { DataSource } from 'typeorm';
import { ProbeModule } from './http-contract.probe';
import { jsonRequest, withToken } from './support/http';
import { login, newRegistration } from './support/identity';
import { startTestApp, type TestApp } from './support/test-app';

const json = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

const validProbe = { name: 'Ana', email: 'ana@example.com', zone: { province: 'Salta' } };

describe('HTTP contract', () => {
  let api: TestApp;

  beforeAll(async () => {
    api = await startTestApp({ imports: [ProbeModule] });
  });
  afterAll(() => api?.close());

  describe('success envelope', () => {
    it('wraps data and an optional message', async () => {
      const { status, body } = await api.request<ApiSuccess<unknown>>('/api/probe/echo', json(validProbe));
      expect(status).toBe(201);
      expect(body).toEqual({ success: true, data: validProbe, message: 'Datos recibidos' });
    });

    it('answers liveness and readiness', async () => {
      await expect(api.request('/api/health')).resolves.toMatchObject({
        status: 200,
        body: { success: true, data: { status: 'ok' } },
      });
      await expect(api.request('/api/health/ready')).resolves.toMatchObject({
        status: 200,
        body: { success: true, data: { status: 'ready', database: 'up' } },
      });
    });
  });

  describe('error envelope', () => {
    it('answers 404 for an unknown /api route', async () => {
      for (const [path, method] of [
        ['/api/does-not-exist', 'GET'],
        ['/api/categories', 'DELETE'],
        ['/api', 'GET'],
      ]) {
        const { status, body } = await api.request<ApiFailure>(path, { method });
        expect(status).toBe(404);
        expect(body).toEqual({
          success: false,
          error: 'El recurso solicitado no existe.',
          code: 'COMMON.NOT_FOUND',
        });
      }
    });

    it('answers 404 outside /api when there is no web build', async () => {
      const { status, body } = await api.request('/services');
      expect(status).toBe(404);
      expect(body).toMatchObject({ success: false, code: 'COMMON.NOT_FOUND' });
    });

    it('answers 400 with the first Spanish message of every invalid field', async () => {
      const { status, body } = await api.request<ApiFailure>(
        '/api/probe/echo',
        json({ name: 'A', email: 'no-es-un-email', zone: { province: '' }, role: 'admin' }),
      );
      expect(status).toBe(400);
      expect(body).toEqual({
        success: false,
        error: 'Datos inválidos. Verifica que todos los campos estén completos y correctos.',
        code: 'COMMON.VALIDATION',
        errors: {
          name: 'El nombre debe tener al menos 2 caracteres',
          email: 'El correo electrónico no es válido',
          'zone.province': 'La provincia es obligatoria',
          role: 'Este campo no está permitido',
        },
      });
    });

    it('reports required fields when the body is missing', async () => {
      const { status, body } = await api.request<ApiFailure>('/api/probe/echo', { method: 'POST' });
      expect(status).toBe(400);
      expect(body.errors).toMatchObject({
        name: 'El nombre es obligatorio',
        email: 'El correo electrónico no es válido',
      });
    });

    it('answers 400 for malformed JSON', async () => {
      const { status, body } = await api.request('/api/probe/echo', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"name": ',
      });
      expect(status).toBe(400);
      expect(body).toEqual({ success: false, error: 'Solicitud inválida.', code: 'COMMON.BAD_REQUEST' });
    });

    it('maps a DomainError to its catalogue status and text', async () => {
      const { status, body } = await api.request('/api/probe/forbidden');
      expect(status).toBe(403);
      expect(body).toEqual({
        success: false,
        error: 'No tienes permisos para realizar esta acción.',
        code: 'COMMON.FORBIDDEN',
      });
    });

    it('answers 500 for an unexpected error without leaking its details', async () => {
      const response = await fetch(`${api.baseUrl}/api/probe/crash`);
      const text = await response.text();
      expect(response.status).toBe(500);
      expect(JSON.parse(text)).toEqual({
        success: false,
        error: 'Error interno del servidor. Intenta más tarde.',
        code: 'COMMON.INTERNAL',
      });
      expect(text).not.toMatch(/secret|stack|\.ts/);
    });

    it('answers 413 for a body over 100 kB', async () => {
      const { status, body } = await api.request(
        '/api/probe/echo',
        json({ ...validProbe, name: 'x'.repeat(100 * 1024) }),
      );
      expect(status).toBe(413);
      expect(body).toEqual({
        success: false,
        error: 'La solicitud es demasiado grande. Reduce el tamaño de los datos enviados.',
        code: 'COMMON.PAYLOAD_TOO_LARGE',
      });
    });
  });

  describe('security', () => {
    it.each([
      ['an answer', '/api/categories', 200],
      ['a refused request', '/api/services?page=0', 400],
      ['an unknown route', '/api/no-such-route', 404],
    ])(
      'sends the short REST security headers on %s in JSON: it loads nothing and is framed nowhere',
      async (_, path, status) => {
        const { status: answered, headers } = await api.request(path);
        expect(answered).toBe(status);
        expect(headers.get('content-type')).toMatch(/^application\/json/);
        expect(headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
        expect(headers.get('x-frame-options')).toBe('DENY');
        expect(headers.get('x-content-type-options')).toBe('nosniff');
        expect(headers.get('strict-transport-security')).toMatch(/max-age=/);
        expect(headers.get('referrer-policy')).toBe('no-referrer');
        expect(headers.get('cross-origin-resource-policy')).toBe('same-origin');
        expect(headers.get('x-powered-by')).toBeNull();
      },
    );

    it("sends helmet's headers on a page, with a CSP that fits the SPA", async () => {
      const { headers } = await api.request('/api/docs');
      expect(headers.get('content-type')).toMatch(/^text\/html/);
      const csp = headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp).toContain("img-src 'self' data: https: http:");
      expect(csp).not.toContain('upgrade-insecure-requests');
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(headers.get('strict-transport-security')).toMatch(/max-age=/);
      expect(headers.get('cross-origin-opener-policy')).toBe('same-origin');
      expect(headers.get('x-powered-by')).toBeNull();
    });

    it('allows CORS for the configured origin only', async () => {
      const preflight = (origin: string) =>
        fetch(`${api.baseUrl}/api/categories`, {
          method: 'OPTIONS',
          headers: { origin, 'access-control-request-method': 'GET' },
        });

      const allowed = await preflight('http://allowed.test');
      expect(allowed.status).toBe(204);
      expect(allowed.headers.get('access-control-allow-origin')).toBe('http://allowed.test');

      const other = await preflight('http://evil.test');
      expect(other.headers.get('access-control-allow-origin')).toBeNull();

      const simple = await fetch(`${api.baseUrl}/api/categories`, {
        headers: { origin: 'http://allowed.test' },
      });
      expect(simple.headers.get('access-control-allow-origin')).toBe('http://allowed.test');
      expect(simple.headers.get('vary')).toBe('Origin');
    });

    it('varies every answer on Origin, and refuses a preflight that names none', async () => {
      const { headers } = await api.request('/api/categories');
      expect(headers.get('vary')).toBe('Origin');
      expect(headers.get('access-control-allow-origin')).toBeNull();

      const preflight = await fetch(`${api.baseUrl}/api/categories`, {
        method: 'OPTIONS',
        headers: { 'access-control-request-method': 'GET' },
      });
      expect(preflight.status).toBe(400);
      expect(preflight.headers.get('access-control-allow-methods')).toBeNull();
    });

    it('answers a CORS preflight with every method the API routes use', async () => {
      const { body: docs } = await api.request<{ paths: Record<string, Record<string, unknown>> }>(
        '/api/docs-json',
      );
      const methods = new Set(
        Object.values(docs.paths).flatMap((operations) =>
          Object.keys(operations).map((m) => m.toUpperCase()),
        ),
      );
      expect([...methods]).toEqual(expect.arrayContaining(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']));

      for (const method of methods) {
        const preflight = await fetch(`${api.baseUrl}/api/services/1`, {
          method: 'OPTIONS',
          headers: {
            origin: 'http://allowed.test',
            'access-control-request-method': method,
            'access-control-request-headers': 'authorization,content-type',
          },
        });
        expect(preflight.status).toBe(204);
        expect(preflight.headers.get('access-control-allow-methods')?.split(/,\s*/)).toContain(method);
      }
    });

    it('forbids storing the answers to requests with credentials and the answers that carry a token', async () => {
      const registration = newRegistration();
      const registered = await api.request<ApiSuccess<{ token: string }>>(
        '/api/user/register',
        jsonRequest('POST', registration),
      );
      const loggedIn = await login(api, registration.email, registration.password);
      const { token } = loggedIn.body.data;
      const answers = [
        registered,
        loggedIn,
        await api.request('/api/user/profile', withToken(token)),
        await api.request('/api/services', withToken(token)),
        await api.request('/api/user/profile', withToken('not-a-jwt')),
      ];

      expect(answers.map(({ status }) => status)).toEqual([201, 200, 200, 200, 401]);
      for (const { headers } of answers) expect(headers.get('cache-control')).toBe('no-store');
      expect((await api.request('/api/categories')).headers.get('cache-control')).not.toBe('no-store');
    });
  });

  describe('API docs', () => {
    it('serves the Swagger UI and the OpenAPI document at /api/docs', async () => {
      const page = await api.request<string>('/api/docs');
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      expect(page.body).toContain('swagger-ui');
      // The page loads its scripts from our origin, which the CSP allows.
      expect(page.body).not.toMatch(/<script>/);
      expect((await api.request('/api/docs/swagger-ui-bundle.js')).status).toBe(200);

      const { status, body } = await api.request<{ info: { title: string }; paths: Record<string, unknown> }>(
        '/api/docs-json',
      );
      expect(status).toBe(200);
      expect(body.info.title).toBe('Changas API');
      expect(Object.keys(body.paths)).toEqual(
        expect.arrayContaining([
          '/api/categories',
          '/api/health',
          '/api/health/ready',
          '/api/app-config',
          '/api/user/register',
          '/api/user/login',
          '/api/user/forgot-password',
          '/api/user/reset-password',
          '/api/user/profile',
        ]),
      );
    });
  });
});

describe('readiness without a database', () => {
  it('answers 503 when the database does not respond', async () => {
    const api = await startTestApp();
    try {
      await api.app.get(DataSource).destroy();
      const { status, body } = await api.request('/api/health/ready');
      expect(status).toBe(503);
      expect(body).toEqual({
        success: false,
        error: 'Servicio no disponible: la base de datos no responde.',
        code: 'COMMON.SERVICE_UNAVAILABLE',
      });
      expect((await api.request('/api/health')).status).toBe(200);
    } finally {
      await api.close();
    }
  });
});
