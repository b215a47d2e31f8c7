import type { ApiSuccess, AuthResponse, ProfileResponse } from '@changas/shared/contracts';
import { DataSource } from 'typeorm';
import { jsonRequest, validationFailure } from './support/http';
import { newRegistration, registerUser } from './support/identity';
import { serviceRequest, servicesApi } from './support/services';
import { startTestApp, type TestApp } from './support/test-app';

/** Two code points (a heart and its emoji presentation selector) that validator.js counted as one. */
const HEART = '❤️';
/** Seven code points: four people joined by three zero-width joiners. */
const FAMILY = '👩‍👩‍👧‍👦';
/** Two code points: e and a combining acute accent. */
const E_ACUTE = 'e\u0301';
const MALFORMED = 'El texto tiene caracteres no válidos';

describe('text input: what passes validation fits its column, on both databases', () => {
  let api: TestApp;
  let services: ReturnType<typeof servicesApi>;
  let ana: AuthResponse;
  const register = (body: unknown) =>
    api.request<ApiSuccess<AuthResponse>>('/api/user/register', jsonRequest('POST', body));
  const putProfile = (token: string, body: unknown) =>
    api.request<ApiSuccess<ProfileResponse>>('/api/user/profile', jsonRequest('PUT', body, token));
  /** The required profile fields, keeping the account's own email. */
  const profileOf = ({ user }: AuthResponse) => ({ name: user.name, email: user.email });

  beforeAll(async () => {
    api = await startTestApp();
    services = servicesApi(api);
    ana = await registerUser(api);
  });
  afterAll(() => api?.close());

  describe('length in code points', () => {
    const title = HEART.repeat(50);
    const description = `${FAMILY.repeat(71)}abc`;
    const neighborhood = `${FAMILY.repeat(14)}ab`;

    it('stores a title, description and neighbourhood of exactly their maximum, emoji and combining marks included', async () => {
      const zones = [{ province: 'Córdoba', locality: 'Córdoba', neighborhood }];
      const { status, body } = await services.create(
        ana.token,
        serviceRequest({ title, description, zones }),
      );

      expect(status).toBe(201);
      const { service } = body.data;
      expect([...service.title]).toHaveLength(100);
      expect([...service.description]).toHaveLength(500);
      expect((await services.get(service.id)).body.data.service).toMatchObject({
        title,
        description,
        zones: [{ neighborhood }],
      });
    });

    it.each([
      [{ title: `${HEART.repeat(50)}a` }, { title: 'El título no puede superar los 100 caracteres' }],
      [
        { description: `${FAMILY.repeat(71)}abcd` },
        { description: 'La descripción no puede superar los 500 caracteres' },
      ],
      [
        { zones: [{ province: 'Córdoba', locality: 'Córdoba', neighborhood: `${neighborhood}x` }] },
        { 'zones.0.neighborhood': 'El barrio no puede superar los 100 caracteres' },
      ],
    ])('refuses one code point more: %j', async (overrides, errors) => {
      const { status, body } = await services.create(ana.token, serviceRequest(overrides));
      expect(status).toBe(400);
      expect(body).toEqual(validationFailure(errors));
    });

    it('stores a name, province and locality of 100 code points, and refuses 101', async () => {
      const name = E_ACUTE.repeat(50);
      const registered = await register(newRegistration({ name, province: HEART.repeat(50) }));
      expect(registered.status).toBe(201);
      expect(registered.body.data.user).toMatchObject({ name, province: HEART.repeat(50) });

      const updated = await putProfile(registered.body.data.token, {
        ...profileOf(registered.body.data),
        province: HEART.repeat(50),
        locality: FAMILY.repeat(14).concat('ab'),
      });
      expect(updated.status).toBe(200);
      expect(updated.body.data.user.locality).toBe(FAMILY.repeat(14).concat('ab'));

      await expect(register(newRegistration({ name: `${name}x` }))).resolves.toMatchObject({
        status: 400,
        body: validationFailure({ name: 'El nombre no puede tener más de 100 caracteres' }),
      });
      await expect(
        putProfile(registered.body.data.token, {
          ...profileOf(registered.body.data),
          locality: `${HEART.repeat(50)}x`,
        }),
      ).resolves.toMatchObject({
        status: 400,
        body: validationFailure({ locality: 'La localidad no puede tener más de 100 caracteres' }),
      });
    });

    it('declares every text column as long as the migrated schema makes it', async () => {
      const dataSource = api.app.get(DataSource);
      const queryRunner = dataSource.createQueryRunner();
      try {
        for (const entity of dataSource.entityMetadatas) {
          const table = await queryRunner.getTable(entity.tableName);
          for (const column of entity.columns.filter(({ type }) => type === 'varchar')) {
            expect([
              entity.tableName,
              column.databaseName,
              table?.findColumnByName(column.databaseName)?.length,
            ]).toEqual([entity.tableName, column.databaseName, String(column.length)]);
          }
        }
      } finally {
        await queryRunner.release();
      }
    });
  });

  describe('null', () => {
    it('leaves an optional text empty: phone at registration, phone, province and locality in the profile', async () => {
      const registered = await register({ ...newRegistration(), phone: null });
      expect(registered.status).toBe(201);
      expect(registered.body.data.user.phone).toBe('');

      const updated = await putProfile(registered.body.data.token, {
        ...profileOf(registered.body.data),
        phone: null,
        province: null,
        locality: null,
      });
      expect(updated.status).toBe(200);
      expect(updated.body.data.user).toMatchObject({ phone: '', province: '', locality: '' });
    });

    it('leaves a neighbourhood out', async () => {
      const { status, body } = await services.create(
        ana.token,
        serviceRequest({
          zones: [{ province: 'Córdoba', locality: 'Córdoba', neighborhood: null as never }],
        }),
      );
      expect(status).toBe(201);
      expect(body.data.service.zones).toEqual([{ province: 'Córdoba', locality: 'Córdoba' }]);
    });

    it("answers a required field's message, and refuses a null status instead of toggling", async () => {
      await expect(register({ ...newRegistration(), name: null, locality: null })).resolves.toMatchObject({
        status: 400,
        body: validationFailure({
          name: 'El nombre es obligatorio',
          locality: 'La localidad es obligatoria',
        }),
      });
      const { id } = await services.publish(ana.token);
      await expect(services.setStatus(id, ana.token, { status: null })).resolves.toMatchObject({
        status: 400,
        body: validationFailure({ status: "El estado debe ser 'active' o 'inactive'" }),
      });
      expect((await services.get(id)).body.data.service.status).toBe('active');
    });
  });

  describe('invisible and malformed text', () => {
    it.each([
      ['zero-width spaces and joiners', '\u200B\u200C\u200D'],
      ['a word joiner, a byte order mark and a soft hyphen', '\u2060\uFEFF\u00AD'],
      ['Hangul fillers and a blank Braille pattern', '\u3164\u115F\u2800'],
      ['a lone combining mark between spaces', ' \u0301 '],
    ])('treats a text of only %s as empty', async (_name, invisible) => {
      await expect(register(newRegistration({ name: invisible }))).resolves.toMatchObject({
        status: 400,
        body: validationFailure({ name: 'El nombre es obligatorio' }),
      });
      await expect(services.create(ana.token, serviceRequest({ title: invisible }))).resolves.toMatchObject({
        status: 400,
        body: validationFailure({ title: 'El título es requerido' }),
      });
      const updated = await putProfile(ana.token, { ...profileOf(ana), locality: invisible });
      expect(updated.status).toBe(200);
      expect(updated.body.data.user.locality).toBe('');
    });

    it('refuses lone surrogates in every text field instead of storing replacement characters', async () => {
      await expect(
        register({ ...newRegistration({ name: 'abc\uD800def', email: 'ana\uDC00@example.com' }) }),
      ).resolves.toMatchObject({
        status: 400,
        body: validationFailure({ name: MALFORMED, email: MALFORMED }),
      });
      await expect(
        services.create(
          ana.token,
          serviceRequest({
            description: `${'a'.repeat(120)}\uDFFF`,
            zones: [{ province: 'Córdoba', locality: 'Córdoba', neighborhood: '\uD83DCentro' }],
          }),
        ),
      ).resolves.toMatchObject({
        status: 400,
        body: validationFailure({ description: MALFORMED, 'zones.0.neighborhood': MALFORMED }),
      });
    });
  });

  describe('prices', () => {
    it.each([1e-7, 5e-324, 1.005e-2])('refuses %s with the decimals message', async (price) => {
      const { status, body } = await services.create(ana.token, serviceRequest({ price }));
      expect(status).toBe(400);
      expect(body).toEqual(validationFailure({ price: 'El precio puede tener hasta 2 decimales' }));
    });

    it('refuses 1e21 with the maximum, and accepts 0.29 and 1e3', async () => {
      await expect(services.create(ana.token, serviceRequest({ price: 1e21 }))).resolves.toMatchObject({
        status: 400,
        body: validationFailure({ price: 'El precio no puede superar $ 100.000.000' }),
      });
      for (const price of [0.29, 1e3]) {
        const { status, body } = await services.create(ana.token, serviceRequest({ price }));
        expect(status).toBe(201);
        expect(body.data.service.price).toBe(price);
      }
    });
  });
});
