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

    expect((await kit.list.execute(BETO_ID)).map(({ id }) => id)).toEqual([12, 10]);
    expect(await kit.count.execute(BETO_ID)).toBe(2);
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
