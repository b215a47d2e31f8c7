import type { AuthResponse } from '@changas/shared/contracts';
import { UNAUTHENTICATED } from './support/http';
import { registerUser } from './support/identity';
import { DESCRIPTION, serviceRequest, servicesApi, titlesOf } from './support/services';
import { startTestApp, type TestApp } from './support/test-app';

const ISO_DATE = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

describe('/api/services: publishing and managing a service', () => {
  let api: TestApp;
  let services: ReturnType<typeof servicesApi>;
  let ana: AuthResponse;

  beforeAll(async () => {
    api = await startTestApp();
    services = servicesApi(api);
    ana = await registerUser(api, {
      name: 'Ana Pérez',
      phone: '+54 9 358 412-3456',
      province: 'Córdoba',
      locality: 'Río Cuarto',
    });
  });
  afterAll(() => api?.close());

  it('POST publishes an active service and answers it whole, with canonical places and sorted ranges', async () => {
    const { status, body } = await services.create(
      ana.token,
      serviceRequest({
        title: '  Jardinería y poda ',
        category: 'jardineria',
        price: 15000.5,
        zones: [
          { province: 'cordoba', locality: 'RIO CUARTO', neighborhood: ' Centro ' },
          { province: 'Córdoba', locality: 'Córdoba' },
        ],
        availability: { wednesday: ['14:00-18:00', '09:00-12:00'], saturday: [] },
      }),
    );

    expect(status).toBe(201);
    expect(body).toEqual({
      success: true,
      message: '¡Servicio creado exitosamente!',
      data: {
        service: {
          id: expect.any(Number),
          title: 'Jardinería y poda',
          description: DESCRIPTION,
          category: 'Jardinería',
          price: 15000.5,
          duration_minutes: 120,
          booking_window_days: 30,
          availability: {
            monday: [],
            tuesday: [],
            wednesday: ['09:00-12:00', '14:00-18:00'],
            thursday: [],
            friday: [],
            saturday: [],
            sunday: [],
          },
          skips_national_holidays: false,
          zones: [
            { province: 'Córdoba', locality: 'Río Cuarto', neighborhood: 'Centro' },
            { province: 'Córdoba', locality: 'Córdoba' },
          ],
          image_url: 'https://example.com/jardin.jpg',
          status: 'active',
          isActive: true,
          providerId: ana.user.id,
          providerName: 'Ana Pérez',
          provider: {
            name: 'Ana Pérez',
            phone: '+5493584123456',
            locality: 'Río Cuarto',
            province: 'Córdoba',
          },
          average_rating: 0,
          ratings_count: 0,
          created_at: expect.stringMatching(ISO_DATE),
          updated_at: expect.stringMatching(ISO_DATE),
        },
      },
    });

    const { id } = body.data.service;
    const read = await services.get(id);
    expect(read.status).toBe(200);
    expect(read.body).toEqual({ success: true, data: { service: body.data.service } });
  });

  it('POST takes the form defaults (60 minutes, 30 days), an image as `image`, numeric text and no image at all', async () => {
    const bare: Record<string, unknown> = { ...serviceRequest() };
    for (const key of ['duration_minutes', 'booking_window_days', 'image_url']) delete bare[key];

    const defaults = await services.create(ana.token, { ...bare, price: '9999.99' });
    const aliased = await services.create(ana.token, { ...bare, image: '/media/categories/jardineria.svg' });

    expect(defaults.status).toBe(201);
    expect(defaults.body.data.service).toMatchObject({
      duration_minutes: 60,
      booking_window_days: 30,
      price: 9999.99,
      image_url: null,
    });
    expect(aliased.body.data.service.image_url).toBe('/media/categories/jardineria.svg');
  });

  it('PUT replaces the details; without an image it keeps the current one, with null it removes it', async () => {
    const created = await services.publish(ana.token);

    const { status, body } = await services.update(
      created.id,
      ana.token,
      serviceRequest({
        title: 'Poda de altura',
        category: 'Plomería',
        price: 20000,
        duration_minutes: 180,
        booking_window_days: 90,
        availability: { friday: ['08:00-12:00'] },
        zones: [{ province: 'Salta', locality: 'Cafayate' }],
        image_url: undefined,
      }),
    );

    expect(status).toBe(200);
    expect(body.message).toBe('Servicio actualizado exitosamente');
    expect(body.data.service).toMatchObject({
      id: created.id,
      title: 'Poda de altura',
      category: 'Plomería',
      price: 20000,
      duration_minutes: 180,
      booking_window_days: 90,
      zones: [{ province: 'Salta', locality: 'Cafayate' }],
      image_url: created.image_url,
      status: 'active',
      created_at: created.created_at,
    });
    expect(body.data.service.availability.friday).toEqual(['08:00-12:00']);
    expect(body.data.service.availability.monday).toEqual([]);
    expect(Date.parse(body.data.service.updated_at)).toBeGreaterThanOrEqual(Date.parse(created.updated_at));
    expect((await services.get(created.id)).body.data.service).toEqual(body.data.service);

    const renamed = await services.update(
      created.id,
      ana.token,
      serviceRequest({ image_url: undefined, image: 'https://example.com/b.png' }),
    );
    expect(renamed.body.data.service.image_url).toBe('https://example.com/b.png');
    const removed = await services.update(created.id, ana.token, serviceRequest({ image_url: null }));
    expect(removed.body.data.service.image_url).toBeNull();
  });

  it('search follows the text a PUT writes, and a status change keeps it findable', async () => {
    const { id } = await services.publish(ana.token, { title: 'Clases de xilofón' });
    const found = async (q: string) => titlesOf((await services.search({ q })).body.data);

    await services.update(id, ana.token, serviceRequest({ title: 'Clases de bandoneón' }));
    expect(await found('bandoneon')).toEqual(['Clases de bandoneón']);
    expect(await found('xilofon')).toEqual([]);

    await services.setStatus(id, ana.token, { status: 'inactive' });
    await services.setStatus(id, ana.token, { status: 'active' });
    expect(await found('bandoneon')).toEqual(['Clases de bandoneón']);
  });

  it('PATCH status toggles without a body and sets the given status', async () => {
    const { id } = await services.publish(ana.token);

    const toggled = await services.setStatus(id, ana.token);
    expect(toggled.status).toBe(200);
    expect(toggled.body.message).toBe('Estado del servicio cambiado exitosamente');
    expect(toggled.body.data.service).toMatchObject({ id, status: 'inactive', isActive: false });

    expect((await services.setStatus(id, ana.token, {})).body.data.service.status).toBe('active');
    expect((await services.setStatus(id, ana.token, { status: 'active' })).body.data.service.status).toBe(
      'active',
    );
    expect((await services.setStatus(id, ana.token, { status: 'inactive' })).body.data.service.status).toBe(
      'inactive',
    );
    expect((await services.get(id, ana.token)).body.data.service.isActive).toBe(false);
  });

  it('PUT refuses to edit an inactive service with 409, as /my-services does, and edits it again once active', async () => {
    const { id } = await services.publish(ana.token);
    await services.setStatus(id, ana.token, { status: 'inactive' });

    const refused = await services.update(id, ana.token, serviceRequest({ title: 'Poda de altura' }));
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      success: false,
      error:
        'Este servicio está inactivo: no aparece en las búsquedas y no se puede editar. Actívalo desde Mis Servicios.',
      code: 'CATALOG.SERVICE_INACTIVE',
    });

    await services.setStatus(id, ana.token, { status: 'active' });
    const edited = await services.update(id, ana.token, serviceRequest({ title: 'Poda de altura' }));
    expect(edited.status).toBe(200);
    expect(edited.body.data.service.title).toBe('Poda de altura');
  });

  it('DELETE answers the success message and the service is gone', async () => {
    const { id } = await services.publish(ana.token);

    const { status, body } = await services.remove(id, ana.token);

    expect(status).toBe(200);
    expect(body).toEqual({ success: true, data: null, message: 'Servicio eliminado exitosamente' });
    expect((await services.get(id, ana.token)).status).toBe(404);
  });

  it("GET /api/my-services lists the caller's services, active and inactive, newest first, and no one else's", async () => {
    const beto = await registerUser(api);
    const first = await services.publish(beto.token, { title: 'Primero' });
    const second = await services.publish(beto.token, { title: 'Segundo' });
    await services.setStatus(first.id, beto.token, { status: 'inactive' });

    const { status, body } = await services.mine(beto.token);

    expect(status).toBe(200);
    expect(body.data).toMatchObject({ total: 2, page: 1, limit: 50 });
    expect(body.data.services.map(({ id, status }) => ({ id, status }))).toEqual([
      { id: second.id, status: 'active' },
      { id: first.id, status: 'inactive' },
    ]);
    expect((await services.mine(beto.token, { limit: 1, page: 2 })).body.data).toMatchObject({
      total: 2,
      page: 2,
      limit: 1,
      services: [{ id: first.id }],
    });
  });

  it('answers 401 to every change and to /api/my-services without a session', async () => {
    const { id } = await services.publish(ana.token);

    for (const answer of [
      await services.create(undefined, serviceRequest()),
      await services.update(id, undefined, serviceRequest()),
      await services.setStatus(id, undefined),
      await services.remove(id),
      await services.mine(),
    ]) {
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual(UNAUTHENTICATED);
    }
    expect((await services.get(id)).body.data.service.status).toBe('active');
  });
});
