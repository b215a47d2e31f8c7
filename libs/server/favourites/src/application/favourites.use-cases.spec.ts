import { BETO_ID, createFavouritesTestKit, service } from '../testing/favourites-test-kit';

const codeOf = (result: { ok: boolean; error?: { code: string } }) => (result.ok ? 'ok' : result.error?.code);

describe('favourites', () => {
  it('saves an offered service once; saving it again is a conflict', async () => {
    const kit = createFavouritesTestKit();
    kit.catalog.offered.set(10, service(10));

    expect(codeOf(await kit.add.execute(BETO_ID, 10))).toBe('ok');
    expect(codeOf(await kit.add.execute(BETO_ID, 10))).toBe('FAVOURITES.ALREADY_FAVORITE');
    expect(kit.favourites.rows).toEqual([
      { userId: BETO_ID, serviceId: 10, createdAt: new Date('2026-03-02T12:00:00.000Z') },
    ]);
  });

  it('refuses a service the catalog does not offer (unknown, paused or deleted)', async () => {
    const kit = createFavouritesTestKit();

    expect(codeOf(await kit.add.execute(BETO_ID, 99))).toBe('CATALOG.SERVICE_NOT_FOUND');
    expect(kit.favourites.rows).toEqual([]);
  });

  it('lists and counts only what is still offered, newest saved first', async () => {
    const kit = createFavouritesTestKit();
    for (const id of [10, 11, 12]) {
      kit.catalog.offered.set(id, service(id));
      await kit.add.execute(BETO_ID, id);
    }
    kit.catalog.offered.delete(11);

    expect((await kit.list.execute(BETO_ID)).items.map(({ id }) => id)).toEqual([12, 10]);
    expect(await kit.count.execute(BETO_ID)).toBe(2);
  });

  it('pages the offered services: 9 by default, at most 50, the total counting every page', async () => {
    const kit = createFavouritesTestKit();
    for (let id = 1; id <= 60; id++) {
      kit.catalog.offered.set(id, service(id));
      await kit.add.execute(BETO_ID, id);
    }
    kit.catalog.offered.delete(60);

    const first = await kit.list.execute(BETO_ID);
    expect(first).toMatchObject({ page: 1, limit: 9, total: 59 });
    expect(first.items.map(({ id }) => id)).toEqual([59, 58, 57, 56, 55, 54, 53, 52, 51]);
    const last = await kit.list.execute(BETO_ID, { page: 7, limit: 9 });
    expect(last.items.map(({ id }) => id)).toEqual([5, 4, 3, 2, 1]);
    expect((await kit.list.execute(BETO_ID, { limit: 500 })).items).toHaveLength(50);
    expect(await kit.count.execute(BETO_ID)).toBe(59);
  });

  it('removes by service id whatever became of the service; removing twice is not found', async () => {
    const kit = createFavouritesTestKit();
    kit.catalog.offered.set(10, service(10));
    await kit.add.execute(BETO_ID, 10);
    kit.catalog.offered.delete(10);

    expect(codeOf(await kit.remove.execute(BETO_ID, 10))).toBe('ok');
    expect(codeOf(await kit.remove.execute(BETO_ID, 10))).toBe('FAVOURITES.NOT_FAVORITE');
  });
});
