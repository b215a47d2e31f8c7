import type { AuthResponse } from '@changas/shared/contracts';
import { DataSource } from 'typeorm';
import { registerUser } from './support/identity';
import { FORBIDDEN, INVALID_ID, NOT_FOUND, serviceRequest, servicesApi, titlesOf } from './support/services';
import { startTestApp, type TestApp } from './support/test-app';

describe('/api/services: who may see and change a service', () => {
  let api: TestApp;
  let services: ReturnType<typeof servicesApi>;
  let owner: AuthResponse;
  let other: AuthResponse;

  beforeAll(async () => {
    api = await startTestApp();
    services = servicesApi(api);
    owner = await registerUser(api);
    other = await registerUser(api);
  });
  afterAll(() => api?.close());

  /** The owner-only calls on `id` made with `token`. */
  const ownerOnlyCalls = (id: number | string, token: string) => [
    services.update(id, token, serviceRequest()),
    services.setStatus(id, token),
    services.setStatus(id, token, { status: 'inactive' }),
    services.remove(id, token),
  ];

  it("answers 403 to another user's PUT, PATCH and DELETE, and changes nothing", async () => {
    const created = await services.publish(owner.token, { title: 'Servicio ajeno' });

    for (const answer of await Promise.all(ownerOnlyCalls(created.id, other.token))) {
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual(FORBIDDEN);
    }
    expect((await services.get(created.id)).body.data.service).toEqual(created);
  });

  it('answers 404 for an id that does not exist, to reads and changes alike', async () => {
    const missing = (await services.publish(owner.token)).id + 1000;

    for (const answer of [
      await services.get(missing),
      ...(await Promise.all(ownerOnlyCalls(missing, owner.token))),
    ]) {
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual(NOT_FOUND);
    }
  });

  it.each(['abc', '12abc', '-1', '0', '1.5'])('answers 400 for the id %p', async (id) => {
    for (const answer of [await services.get(id), ...(await Promise.all(ownerOnlyCalls(id, owner.token)))]) {
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual(INVALID_ID);
    }
  });

  it('an inactive service is hidden from search and from others, but its owner still sees it', async () => {
    const { id } = await services.publish(owner.token, { title: 'Servicio pausado único' });
    await services.setStatus(id, owner.token, { status: 'inactive' });

    expect((await services.search({ q: 'pausado unico' })).body.data).toMatchObject({
      total: 0,
      services: [],
    });
    for (const answer of [await services.get(id), await services.get(id, other.token)]) {
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual(NOT_FOUND);
    }
    expect((await services.get(id, owner.token)).body.data.service).toMatchObject({ id, status: 'inactive' });
    expect((await services.mine(owner.token)).body.data.services.map((service) => service.id)).toContain(id);

    await services.setStatus(id, owner.token);
    expect(titlesOf((await services.search({ q: 'pausado unico' })).body.data)).toEqual([
      'Servicio pausado único',
    ]);
    expect((await services.get(id, other.token)).status).toBe(200);
  });

  it('a deleted service is gone everywhere, for its owner too, while its row stays for its history', async () => {
    const { id } = await services.publish(owner.token, { title: 'Servicio borrado único' });

    expect((await services.remove(id, owner.token)).status).toBe(200);

    expect((await services.search({ q: 'borrado unico' })).body.data.total).toBe(0);
    expect((await services.mine(owner.token)).body.data.services.map((service) => service.id)).not.toContain(
      id,
    );
    for (const answer of [
      await services.get(id),
      await services.get(id, owner.token),
      ...(await Promise.all(ownerOnlyCalls(id, owner.token))),
    ]) {
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual(NOT_FOUND);
    }
    const [row] = await api.app
      .get(DataSource)
      .query('SELECT title, deleted_at FROM services WHERE id = ?', [id]);
    expect(row.title).toBe('Servicio borrado único');
    expect(row.deleted_at).not.toBeNull();
  });

  it('treats an invalid token on a public read as anonymous: an inactive service stays hidden', async () => {
    const { id } = await services.publish(owner.token);
    await services.setStatus(id, owner.token, { status: 'inactive' });

    const { status } = await api.request(`/api/services/${id}`, {
      headers: { authorization: 'Bearer basura' },
    });

    expect(status).toBe(404);
  });
});
