import { ANA_ID, BETO_ID, createCatalogTestKit } from '../testing/catalog-test-kit';

describe('SearchServices', () => {
  it('matches words ignoring case and accents, but not ñ for n', async () => {
    const kit = createCatalogTestKit();
    await kit.publish({ title: 'Jardinería y poda' });
    await kit.publish({ title: 'Cuidado de niños', category: 'Otros' });
    const titles = async (text: string) =>
      (await kit.searchServices.execute({ text })).items.map(({ service }) => service.toProps().title);

    expect(await titles('JARDINERIA poda')).toEqual(['Jardinería y poda']);
    expect(await titles('niño')).toEqual(['Cuidado de niños']);
    expect(await titles('nino')).toEqual([]);
    expect(await titles('rio cuarto')).toHaveLength(2);
  });

  it('filters by category (name or slug) and by any zone, and lists only active services', async () => {
    const kit = createCatalogTestKit();
    const plumbing = await kit.publish({
      category: 'plomeria',
      zones: [
        { province: 'Salta', locality: 'Cafayate' },
        { province: 'Mendoza', locality: 'Godoy Cruz' },
      ],
    });
    const hidden = await kit.publish({ category: 'Plomería' });
    await kit.changeStatus.execute(ANA_ID, hidden.id, 'inactive');
    await kit.publish();
    const ids = async (search: Parameters<typeof kit.searchServices.execute>[0]) =>
      (await kit.searchServices.execute(search)).items.map(({ service }) => service.id);

    expect(await ids({ category: 'Plomería' })).toEqual([plumbing.id]);
    expect(await ids({ category: 'PLOMERIA', province: 'MENDOZA' })).toEqual([plumbing.id]);
    expect(await ids({ locality: 'godoy cruz' })).toEqual([plumbing.id]);
    expect(await ids({ province: 'Salta', locality: 'Godoy Cruz' })).toEqual([]);
    expect(await ids({ category: 'astrologia' })).toEqual([]);
  });

  it('pages newest first with the total, cuts the limit to 50 and reads providers once per page', async () => {
    const kit = createCatalogTestKit();
    for (let index = 0; index < 12; index++)
      await kit.publish({ title: `Servicio ${index}` }, index % 2 ? ANA_ID : BETO_ID);

    const first = await kit.searchServices.execute({});
    const second = await kit.searchServices.execute({ page: 2 });
    const capped = await kit.searchServices.execute({ limit: 500 });

    expect(first).toMatchObject({ total: 12, page: 1, limit: 9 });
    expect(first.items.map(({ service }) => service.toProps().title)[0]).toBe('Servicio 11');
    expect(second.items).toHaveLength(3);
    expect(capped).toMatchObject({ limit: 50, total: 12 });
    expect(kit.providers.reads.slice(-3).map((ids) => new Set(ids).size)).toEqual([2, 2, 2]);
  });
});

describe('ListMyServices', () => {
  it("lists the caller's active and inactive services, not the deleted ones or anyone else's", async () => {
    const kit = createCatalogTestKit();
    const active = await kit.publish();
    const inactive = await kit.publish();
    const deleted = await kit.publish();
    await kit.publish({}, BETO_ID);
    await kit.changeStatus.execute(ANA_ID, inactive.id);
    await kit.deleteService.execute(ANA_ID, deleted.id);

    const mine = await kit.listMyServices.execute(ANA_ID);

    expect(mine.items.map(({ service }) => service.id)).toEqual([inactive.id, active.id]);
    expect(mine).toMatchObject({ total: 2, page: 1, limit: 50 });
  });
});
