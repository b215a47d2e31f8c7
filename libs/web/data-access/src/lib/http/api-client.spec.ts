/**
 * @jest-environment node
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  ApiError,
  createApiClient,
  isTransientError,
  retryOnMountUnlessRefused,
  retryTransientOnce,
} from './api-client';

/** A real local HTTP server answering each path with a fixed status and body. */
function startServer(
  routes: Record<string, { status: number; body?: unknown; delayMs?: number; text?: string }>,
) {
  const seen: { path?: string; authorization?: string; body?: string }[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      seen.push({ path: req.url, authorization: req.headers.authorization, body });
      const route = routes[req.url ?? ''] ?? { status: 404, body: { success: false, error: 'No existe' } };
      setTimeout(() => {
        if (route.text !== undefined) {
          res.writeHead(route.status, { 'Content-Type': 'text/calendar' });
          res.end(route.text);
          return;
        }
        res.writeHead(route.status, { 'Content-Type': 'application/json' });
        res.end(route.body === undefined ? 'not json' : JSON.stringify(route.body));
      }, route.delayMs ?? 0);
    });
  });
  return new Promise<{ baseUrl: string; seen: typeof seen; close: () => void }>((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ baseUrl: `http://127.0.0.1:${port}`, seen, close: () => server.close() });
    }),
  );
}

describe('createApiClient', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  beforeAll(async () => {
    server = await startServer({
      '/api/ok': { status: 200, body: { success: true, data: { categories: [] }, message: 'Listo' } },
      '/api/invalid': {
        status: 400,
        body: {
          success: false,
          error: 'Datos inválidos',
          code: 'COMMON.VALIDATION',
          errors: { email: 'El email no es válido' },
        },
      },
      '/api/unauthorized': { status: 401, body: { success: false, error: 'No autenticado' } },
      '/api/broken': { status: 500 },
      // What Fastify answers for an error thrown outside the envelope, and a 503 with the server's own text.
      '/api/crashed': {
        status: 500,
        body: { statusCode: 500, error: 'Internal Server Error', message: 'SQLITE_BUSY: database is locked' },
      },
      '/api/unavailable': {
        status: 503,
        body: { success: false, error: 'Servicio no disponible: la base de datos no responde.' },
      },
      '/api/limited': { status: 429 },
      '/api/teapot': { status: 418 },
      '/api/invite.ics': { status: 200, text: 'BEGIN:VCALENDAR' },
      '/api/slow': { status: 200, body: { success: true, data: 1 }, delayMs: 300 },
    });
  });
  afterAll(() => server.close());

  it('unwraps the success envelope and sends the bearer token and JSON body', async () => {
    const client = createApiClient({ baseUrl: server.baseUrl, getToken: () => 'abc' });
    await expect(client.post('ok', { a: 1 })).resolves.toEqual({
      data: { categories: [] },
      message: 'Listo',
    });
    expect(server.seen.at(-1)).toEqual({ path: '/api/ok', authorization: 'Bearer abc', body: '{"a":1}' });
  });

  it('turns an error envelope into an ApiError with code and field errors', async () => {
    const client = createApiClient({ baseUrl: server.baseUrl });
    const error = await client.get('invalid').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: 'Datos inválidos',
      status: 400,
      code: 'COMMON.VALIDATION',
      fieldErrors: { email: 'El email no es válido' },
    });
  });

  it('downloads a file with the bearer token, and reads a refusal as an ApiError', async () => {
    const onUnauthorized = jest.fn();
    const client = createApiClient({ baseUrl: server.baseUrl, getToken: () => 'abc', onUnauthorized });

    const file = await client.getFile('invite.ics', 'text/calendar');

    expect(file.type).toBe('text/calendar');
    await expect(file.text()).resolves.toBe('BEGIN:VCALENDAR');
    expect(server.seen.at(-1)).toMatchObject({ path: '/api/invite.ics', authorization: 'Bearer abc' });
    await expect(client.getFile('unauthorized', 'text/calendar')).rejects.toMatchObject({
      message: 'No autenticado',
      status: 401,
    });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('calls onUnauthorized on 401', async () => {
    const onUnauthorized = jest.fn();
    const client = createApiClient({ baseUrl: server.baseUrl, onUnauthorized });
    await expect(client.get('unauthorized')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['broken', 'Error interno del servidor. Intenta más tarde.'],
    ['limited', 'Demasiados intentos. Espera un momento antes de intentar nuevamente.'],
    ['teapot', 'Error del servidor (418)'],
  ])('uses the generic catalogue when %s has no envelope', async (path, message) => {
    const client = createApiClient({ baseUrl: server.baseUrl });
    await expect(client.get(path)).rejects.toMatchObject({ message });
  });

  it.each(['crashed', 'unavailable'])(
    'shows the catalogue text, never the server own text, when %s fails on the server',
    async (path) => {
      const client = createApiClient({ baseUrl: server.baseUrl });
      await expect(client.get(path)).rejects.toMatchObject({
        message: 'Error interno del servidor. Intenta más tarde.',
        status: path === 'crashed' ? 500 : 503,
      });
    },
  );

  it('reports a connection problem when nothing answers or the timeout passes', async () => {
    const network = 'No se pudo conectar al servidor. Verifica tu conexión a internet.';
    await expect(createApiClient({ baseUrl: 'http://127.0.0.1:9' }).get('ok')).rejects.toMatchObject({
      message: network,
      status: 0,
    });
    await expect(
      createApiClient({ baseUrl: server.baseUrl, timeoutMs: 50 }).get('slow'),
    ).rejects.toMatchObject({ message: network });
  });
});

describe('retryTransientOnce', () => {
  it('tries once more after a dropped connection, a timeout or a server failure', () => {
    for (const status of [0, 500, 503]) {
      expect(isTransientError(new ApiError('Falló', status))).toBe(true);
      expect(retryTransientOnce(0, new ApiError('Falló', status))).toBe(true);
      expect(retryTransientOnce(1, new ApiError('Falló', status))).toBe(false);
    }
  });

  it('takes a client error or an unexpected failure as final', () => {
    for (const status of [400, 401, 403, 404, 429]) {
      expect(retryTransientOnce(0, new ApiError('No', status))).toBe(false);
    }
    expect(retryTransientOnce(0, new TypeError('x is undefined'))).toBe(false);
  });
});

describe('retryOnMountUnlessRefused', () => {
  const failedWith = (error: unknown) => ({ state: { error } });

  it('shows a refusal the same request would get again as it is', () => {
    for (const status of [400, 403, 404, 409]) {
      expect(retryOnMountUnlessRefused(failedWith(new ApiError('No', status)))).toBe(false);
    }
  });

  it('asks again after a failure that may pass', () => {
    for (const status of [0, 401, 408, 429, 500, 503]) {
      expect(retryOnMountUnlessRefused(failedWith(new ApiError('Falló', status)))).toBe(true);
    }
    expect(retryOnMountUnlessRefused(failedWith(new TypeError('x is undefined')))).toBe(true);
  });
});
