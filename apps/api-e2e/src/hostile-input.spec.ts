import { connect } from 'node:net';
import type { ApiFailure } from '@changas/shared/contracts';
import { validationFailure } from './support/http';
import { registerUser } from './support/identity';
import { INVALID_ID, NOT_FOUND, servicesApi } from './support/services';
import { startTestApp, type TestApp } from './support/test-app';

const failure = (code: string, error: string) => ({ success: false, error, code });
const BAD_REQUEST = failure('COMMON.BAD_REQUEST', 'Solicitud inválida.');
const TOO_DEEP = failure('COMMON.JSON_TOO_DEEP', 'Los datos enviados tienen demasiados niveles anidados.');
const TOO_LARGE = failure(
  'COMMON.PAYLOAD_TOO_LARGE',
  'La solicitud es demasiado grande. Reduce el tamaño de los datos enviados.',
);
const NOT_JSON = failure(
  'COMMON.UNSUPPORTED_MEDIA_TYPE',
  'Formato de solicitud no admitido. Envía los datos como JSON.',
);
const HEADERS_TOO_LARGE = failure(
  'COMMON.HEADERS_TOO_LARGE',
  'Los encabezados o la dirección de la solicitud son demasiado largos.',
);
const URI_TOO_LONG = failure('COMMON.URI_TOO_LONG', 'La dirección de la solicitud es demasiado larga.');

/** `depth` arrays inside each other around an empty string: `[[""]]` has depth 2. */
const nested = (depth: number) => `${'['.repeat(depth)}""${']'.repeat(depth)}`;

interface RawAnswer {
  status: number;
  headers: string;
  body: unknown;
}

/** Sends bytes as they are (what fetch refuses to send) and reads the answer until the server closes. */
function rawRequest(api: TestApp, text: string): Promise<RawAnswer> {
  const { port } = new URL(api.baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1', () => socket.end(text));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const answer = Buffer.concat(chunks).toString('utf8');
      const [head, ...body] = answer.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), headers: head, body: JSON.parse(body.join('\r\n\r\n')) });
    });
  });
}

describe('hostile input: what the API refuses before validation, in the Spanish envelope', () => {
  let api: TestApp;
  let services: ReturnType<typeof servicesApi>;
  const post = (path: string, init: RequestInit) =>
    api.request<ApiFailure>(path, { method: 'POST', ...init });
  const login = (body: string, contentType = 'application/json') =>
    post('/api/user/login', { headers: { 'content-type': contentType }, body });

  beforeAll(async () => {
    api = await startTestApp();
    services = servicesApi(api);
  });
  afterAll(() => api?.close());

  describe('bodies', () => {
    it('answers 400 to JSON nested deeper than 32 levels, before validation', async () => {
      const { status, body } = await login(`{"email":${nested(3000)},"password":"Secreta123"}`);
      expect(status).toBe(400);
      expect(body).toEqual(TOO_DEEP);

      // The body itself is one level: 31 arrays inside it still reach validation.
      await expect(login(`{"email":${nested(31)},"password":"Secreta123"}`)).resolves.toMatchObject({
        status: 400,
        body: validationFailure({ email: 'El email es requerido' }),
      });
      await expect(login(`{"email":${nested(32)},"password":"x"}`)).resolves.toMatchObject({
        status: 400,
        body: TOO_DEEP,
      });
    });

    it('counts only brackets outside strings toward the depth', async () => {
      const { status, body } = await login(
        JSON.stringify({ email: `${'['.repeat(200)}\\"{`, password: 'x' }),
      );
      expect(status).toBe(400);
      expect(body).toEqual(validationFailure({ email: 'El email no es válido' }));
    });

    it('answers 413 to a body over 100 kB, and validates one just under it', async () => {
      const padding = (bytes: number) => JSON.stringify({ email: 'x'.repeat(bytes - 27), password: 'x' });
      expect(Buffer.byteLength(padding(100 * 1024))).toBe(100 * 1024);

      await expect(login(padding(100 * 1024))).resolves.toMatchObject({
        status: 400,
        body: validationFailure({ email: 'El email no es válido' }),
      });
      for (const size of [100 * 1024 + 1, 200 * 1024]) {
        const { status, body } = await login(padding(size));
        expect(status).toBe(413);
        expect(body).toEqual(TOO_LARGE);
      }
    });

    it('answers 413 to more than 1000 values, which would each cost validation time', async () => {
      const { token } = await registerUser(api);
      const emptyZones = (count: number) =>
        JSON.stringify({ zones: Array.from({ length: count }, () => ({})) });
      // The body's one member and 999 zones: 1000 values.
      const within = await services.create(token, JSON.parse(emptyZones(999)));
      expect(within.status).toBe(400);
      expect(within.body).toMatchObject({ errors: { zones: 'Puedes agregar hasta 20 zonas de cobertura' } });

      const { status, body } = await post('/api/services', {
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: emptyZones(1000),
      });
      expect(status).toBe(413);
      expect(body).toEqual(TOO_LARGE);
    });

    it.each([
      ['application/x-www-form-urlencoded', 'email=ana%40example.com&password=Secreta123'],
      ['text/plain', '{"email":"ana@example.com","password":"Secreta123"}'],
      [
        'multipart/form-data; boundary=x',
        '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\na\r\n--x--',
      ],
      ['application/xml', '<login/>'],
    ])('answers 415 to a %s body', async (contentType, text) => {
      const { status, body } = await login(text, contentType);
      expect(status).toBe(415);
      expect(body).toEqual(NOT_JSON);
    });

    it('answers 415 to a body without a content type, and reads JSON with a charset', async () => {
      const untyped = await post('/api/user/login', { body: new Uint8Array(Buffer.from('{"email":"a"}')) });
      expect(untyped.status).toBe(415);
      expect(untyped.body).toEqual(NOT_JSON);

      const { user, password } = await registerUser(api);
      const typed = await login(
        JSON.stringify({ email: user.email, password }),
        'application/json; charset=utf-8',
      );
      expect(typed.status).toBe(200);
    });
  });

  describe('ids', () => {
    let id: number;

    beforeAll(async () => {
      const { token } = await registerUser(api);
      id = (await services.publish(token)).id;
    });

    it('answers a canonical id', async () => {
      expect((await services.get(id)).status).toBe(200);
      expect(await services.get(2_147_483_647)).toMatchObject({ status: 404, body: NOT_FOUND });
    });

    it.each([
      (id: number) => `${id}.0`,
      (id: number) => `+${id}`,
      (id: number) => `0${id}`,
      (id: number) => `0x${id.toString(16)}`,
      (id: number) => `0b${id.toString(2)}`,
      (id: number) => `0o${id.toString(8)}`,
      (id: number) => `${id / 10}e1`,
      (id: number) => `%20${id}`,
      () => '1e3',
      () => '0',
      () => '-1',
      () => '2147483648',
      () => '9'.repeat(30),
    ])('answers 400 to the id %s', async (spell) => {
      const { status, body } = await services.get(spell(id));
      expect(status).toBe(400);
      expect(body).toEqual(INVALID_ID);
    });
  });

  describe('query strings', () => {
    it.each([
      ['q=a&q=b', 'q'],
      ['category=limpieza&category=pintura', 'category'],
      ['page=1&page=2', 'page'],
    ])('answers 400 to a repeated parameter: %s', async (query, field) => {
      const { status, body } = await api.request(`/api/services?${query}`);
      expect(status).toBe(400);
      expect(body).toEqual(validationFailure({ [field]: 'Este parámetro debe aparecer una sola vez' }));
    });
  });

  describe('requests Fastify or Node answer before the application', () => {
    it('answers 431 to a 60 kB header and to a 100 kB URL', async () => {
      for (const request of [
        `GET /api/categories HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(60 * 1024)}\r\n\r\n`,
        `GET /api/services?q=${'a'.repeat(100 * 1024)} HTTP/1.1\r\nHost: x\r\n\r\n`,
      ]) {
        const { status, headers, body } = await rawRequest(api, request);
        expect(status).toBe(431);
        expect(headers).toMatch(/content-type: application\/json; charset=utf-8/i);
        expect(body).toEqual(HEADERS_TOO_LARGE);
      }
    });

    it.each([
      ['a content length that is not a number', 'Content-Length: abc\r\n'],
      ['two different content lengths', 'Content-Length: 2\r\nContent-Length: 3\r\n'],
      ['a header name with a space', 'Bad Header: x\r\n'],
      ['a chunked body with a broken chunk size', 'Transfer-Encoding: chunked\r\n\r\nzz\r\n'],
    ])('answers 400 to broken framing: %s', async (_name, broken) => {
      const { status, body } = await rawRequest(
        api,
        `POST /api/user/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n${broken}\r\n`,
      );
      expect(status).toBe(400);
      expect(body).toEqual(BAD_REQUEST);
    });

    it('answers 400 to a path with broken percent-encoding', async () => {
      const { status, body } = await api.request('/api/services/%E0%A4%A');
      expect(status).toBe(400);
      expect(body).toEqual(BAD_REQUEST);
    });

    it('answers 414 to a path parameter over 100 characters', async () => {
      const { status, body } = await api.request(`/api/services/${'1'.repeat(101)}`);
      expect(status).toBe(414);
      expect(body).toEqual(URI_TOO_LONG);
    });

    it('keeps answering after refusing all of the above', async () => {
      expect((await api.request('/api/categories')).status).toBe(200);
      expect((await login(JSON.stringify({}))).body).toEqual(
        validationFailure({ email: 'El email es requerido', password: 'La contraseña es requerida' }),
      );
    });
  });
});
