import { registerUser } from './support/identity';
import { favouritesApi } from './support/favourites';
import { UNAUTHENTICATED, validationFailure } from './support/http';
import { schedulingApi } from './support/scheduling';
import { INVALID_ID, NOT_FOUND, servicesApi } from './support/services';
import { startTestApp, type TestApp } from './support/test-app';

const ALREADY_FAVORITE = {
  success: false,
  error: 'Este servicio ya está en tus favoritos',
  code: 'FAVOURITES.ALREADY_FAVORITE',
};
const NOT_A_FAVORITE = { success: false, error: 'Servicio no encontrado', code: 'FAVOURITES.NOT_FAVORITE' };
const INVALID_SERVICE = validationFailure({ service_id: 'Selecciona un servicio válido' });

describe('/api/favorites', () => {
  let api: TestApp;
  let favourites: ReturnType<typeof favouritesApi>;
  let services: ReturnType<typeof servicesApi>;

  beforeAll(async () => {
    api = await startTestApp();
    favourites = favouritesApi(api);
    services = servicesApi(api);
  });
  afterAll(() => api?.close());

  /** Ana offers services, Beto saves them. */
  const people = async () => ({
    ana: await registerUser(api, { name: 'Ana Pérez' }),
    beto: await registerUser(api, { name: 'Beto Gómez' }),
  });

  it('answers 401 to anonymous callers', async () => {
    const { ana } = await people();
    const garden = await services.publish(ana.token);

    expect((await favourites.list()).body).toEqual(UNAUTHENTICATED);
    expect(await favourites.add(undefined, { service_id: garden.id })).toMatchObject({
      status: 401,
      body: UNAUTHENTICATED,
    });
    expect(await favourites.remove(garden.id)).toMatchObject({ status: 401, body: UNAUTHENTICATED });
    expect(await favourites.add('not-a-token', { service_id: garden.id })).toMatchObject({ status: 401 });
  });

  it("saves a service (201) and lists its summary: rating, first zone and provider's name", async () => {
    const { ana, beto } = await people();
    const garden = await services.publish(ana.token, {
      zones: [
        { province: 'Córdoba', locality: 'Río Cuarto', neighborhood: 'Centro' },
        { province: 'Santa Fe', locality: 'Rosario' },
      ],
    });

    const added = await favourites.add(beto.token, { service_id: garden.id });

    expect(added.status).toBe(201);
    expect(added.body).toEqual({
      success: true,
      data: { favorite: { service_id: garden.id } },
      message: 'Servicio agregado a favoritos',
    });
    const { status, body } = await favourites.list(beto.token);
    expect(status).toBe(200);
    expect(body.data).toEqual({
      favorites: [
        {
          id: garden.id,
          title: 'Jardinería y poda',
          category: 'Jardinería',
          image_url: 'https://example.com/jardin.jpg',
          average_rating: 0,
          ratings_count: 0,
          zone: { province: 'Córdoba', locality: 'Río Cuarto', neighborhood: 'Centro' },
          provider_name: 'Ana Pérez',
        },
      ],
      total: 1,
      page: 1,
      limit: 9,
    });
    expect((await favourites.list(ana.token)).body.data).toEqual({
      favorites: [],
      total: 0,
      page: 1,
      limit: 9,
    });
  });

  it('lists the newest saved first, and a user may save their own service', async () => {
    const { ana, beto } = await people();
    const first = await services.publish(ana.token, { title: 'Primero guardado' });
    const second = await services.publish(ana.token, { title: 'Segundo guardado' });
    const own = await services.publish(beto.token, { title: 'Servicio propio' });

    for (const { id } of [second, first, own]) await favourites.add(beto.token, { service_id: id });

    expect(await favourites.ids(beto.token)).toEqual([own.id, first.id, second.id]);
  });

  it('pages the list: 9 by default, at most 50, the total counting only offered services', async () => {
    const { ana, beto } = await people();
    const saved = [];
    for (let n = 1; n <= 12; n++) {
      const { id } = await services.publish(ana.token, { title: `Servicio guardado ${n}` });
      await favourites.add(beto.token, { service_id: id });
      saved.unshift(id);
    }
    await services.setStatus(saved[0], ana.token, { status: 'inactive' });
    const offered = saved.slice(1);

    const first = (await favourites.list(beto.token)).body.data;
    expect(first).toMatchObject({ total: 11, page: 1, limit: 9 });
    expect(first.favorites.map(({ id }) => id)).toEqual(offered.slice(0, 9));
    const second = (await favourites.list(beto.token, '?page=2&limit=9')).body.data;
    expect(second.favorites.map(({ id }) => id)).toEqual(offered.slice(9));
    expect((await favourites.list(beto.token, '?limit=1000')).body.data).toMatchObject({
      limit: 50,
      total: 11,
    });
    expect((await favourites.list(beto.token, '?page=3')).body.data).toMatchObject({
      favorites: [],
      total: 11,
    });
    expect(await favourites.list(beto.token, '?page=0')).toMatchObject({
      status: 400,
      body: validationFailure({ page: 'La página debe ser un número entero mayor o igual a 1' }),
    });
  });

  it('answers 409 to saving a service twice, even at the same time', async () => {
    const { ana, beto } = await people();
    const garden = await services.publish(ana.token);
    const lessons = await services.publish(ana.token, { title: 'Clases de guitarra', category: 'Música' });
    await favourites.add(beto.token, { service_id: garden.id });

    expect(await favourites.add(beto.token, { service_id: garden.id })).toMatchObject({
      status: 409,
      body: ALREADY_FAVORITE,
    });
    const together = await Promise.all(
      Array.from({ length: 8 }, () => favourites.add(beto.token, { service_id: lessons.id })),
    );
    expect(together.map(({ status }) => status).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    expect(await favourites.ids(beto.token)).toEqual([lessons.id, garden.id]);
  });

  it('answers 404 to an unknown, deleted or inactive service, its owner included', async () => {
    const { ana, beto } = await people();
    const deleted = await services.publish(ana.token);
    await services.remove(deleted.id, ana.token);
    const paused = await services.publish(ana.token);
    await services.setStatus(paused.id, ana.token, { status: 'inactive' });

    for (const serviceId of [999_999, deleted.id, paused.id]) {
      expect(await favourites.add(beto.token, { service_id: serviceId })).toMatchObject({
        status: 404,
        body: NOT_FOUND,
      });
    }
    expect(await favourites.add(ana.token, { service_id: paused.id })).toMatchObject({ status: 404 });
    expect((await favourites.list(beto.token)).body.data.total).toBe(0);
  });

  it('answers 400 to a body without a valid service id', async () => {
    const { beto } = await people();

    for (const body of [
      {},
      { service_id: 'abc' },
      { service_id: '12' },
      { service_id: 0 },
      { service_id: 1.5 },
    ]) {
      expect(await favourites.add(beto.token, body)).toMatchObject({ status: 400, body: INVALID_SERVICE });
    }
    expect(await favourites.add(beto.token, { service_id: 1, user_id: 2 })).toMatchObject({
      status: 400,
      body: { code: 'COMMON.VALIDATION', errors: { user_id: 'Este campo no está permitido' } },
    });
  });

  it('removes by service id (200); a service that is not a favourite answers 404, a bad id 400', async () => {
    const { ana, beto } = await people();
    const garden = await services.publish(ana.token);
    const lessons = await services.publish(ana.token, { title: 'Clases de guitarra', category: 'Música' });
    await favourites.add(beto.token, { service_id: garden.id });
    await favourites.add(beto.token, { service_id: lessons.id });
    await favourites.add(ana.token, { service_id: garden.id });

    const removed = await favourites.remove(garden.id, beto.token);

    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({
      success: true,
      data: { favorite: { service_id: garden.id } },
      message: 'Servicio eliminado de favoritos',
    });
    expect(await favourites.ids(beto.token)).toEqual([lessons.id]);
    expect(await favourites.ids(ana.token)).toEqual([garden.id]);
    expect(await favourites.remove(garden.id, beto.token)).toMatchObject({
      status: 404,
      body: NOT_A_FAVORITE,
    });
    expect(await favourites.remove(999_999, beto.token)).toMatchObject({ status: 404, body: NOT_A_FAVORITE });
    for (const id of ['abc', '012', '0', '-1', '1.5']) {
      expect(await favourites.remove(id, beto.token)).toMatchObject({ status: 400, body: INVALID_ID });
    }
  });

  it("drops a deleted service from everyone's favourites; a paused one returns when reactivated", async () => {
    const { ana, beto } = await people();
    const carla = await registerUser(api, { name: 'Carla Ruiz' });
    const garden = await services.publish(ana.token);
    const lessons = await services.publish(ana.token, { title: 'Clases de guitarra', category: 'Música' });
    for (const { token } of [beto, carla]) {
      await favourites.add(token, { service_id: garden.id });
      await favourites.add(token, { service_id: lessons.id });
    }

    await services.remove(garden.id, ana.token);
    await services.setStatus(lessons.id, ana.token, { status: 'inactive' });

    for (const { token } of [beto, carla]) {
      expect((await favourites.list(token)).body.data).toEqual({
        favorites: [],
        total: 0,
        page: 1,
        limit: 9,
      });
    }
    await services.setStatus(lessons.id, ana.token, { status: 'active' });
    expect(await favourites.ids(beto.token)).toEqual([lessons.id]);
    // Letting go of a deleted service still works, so nothing is stuck.
    expect((await favourites.remove(garden.id, carla.token)).status).toBe(200);
  });

  it("counts the caller's listed favourites on the dashboard", async () => {
    const { ana, beto } = await people();
    const garden = await services.publish(ana.token);
    const lessons = await services.publish(ana.token, { title: 'Clases de guitarra', category: 'Música' });
    const deleted = await services.publish(ana.token, { title: 'Poda de altura' });
    for (const { id } of [garden, lessons, deleted]) await favourites.add(beto.token, { service_id: id });
    await services.remove(deleted.id, ana.token);

    const dashboard = schedulingApi(api).dashboard;

    expect((await dashboard(beto.token)).body.data.counters.favorites).toBe(2);
    expect((await dashboard(ana.token)).body.data.counters.favorites).toBe(0);
  });
});
