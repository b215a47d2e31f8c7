import { ANA_ID, BETO_ID, createCatalogTestKit, GARDEN } from '../testing/catalog-test-kit';

describe('managing a service', () => {
  it('UpdateService replaces the details, keeps the image when none is given and removes it with null', async () => {
    const kit = createCatalogTestKit();
    const { id } = await kit.publish();
    kit.clock.advance(1000);

    const kept = await kit.updateService.execute(ANA_ID, id, {
      ...GARDEN,
      title: 'Poda de altura',
      imageUrl: undefined,
    });
    if (!kept.ok) throw kept.error;
    expect(kept.value.service.toProps()).toMatchObject({
      title: 'Poda de altura',
      imageUrl: GARDEN.imageUrl,
      updatedAt: kit.clock.now(),
    });

    const removed = await kit.updateService.execute(ANA_ID, id, { ...GARDEN, imageUrl: null });
    expect(removed.ok && removed.value.service.toProps().imageUrl).toBeNull();
  });

  it('UpdateService sets whether the service skips national holidays and keeps it when left out', async () => {
    const kit = createCatalogTestKit();
    const { id } = await kit.publish();
    const skipsAfter = async (skipsNationalHolidays?: boolean) => {
      const updated = await kit.updateService.execute(ANA_ID, id, { ...GARDEN, skipsNationalHolidays });
      if (!updated.ok) throw updated.error;
      return updated.value.service.toProps().skipsNationalHolidays;
    };

    expect(await skipsAfter(false)).toBe(false);
    expect(await skipsAfter(undefined)).toBe(false);
    expect(await skipsAfter(true)).toBe(true);
  });

  it('UpdateService refuses an inactive service and leaves it as it was', async () => {
    const kit = createCatalogTestKit();
    const { id } = await kit.publish();
    await kit.changeStatus.execute(ANA_ID, id, 'inactive');

    const result = await kit.updateService.execute(ANA_ID, id, { ...GARDEN, title: 'Poda de altura' });

    expect(result.ok || result.error.code).toBe('CATALOG.SERVICE_INACTIVE');
    const stored = await kit.getService.execute(id, ANA_ID);
    expect(stored.ok && stored.value.service.toProps().title).toBe(GARDEN.title);
  });

  it('ChangeServiceStatus sets the given status or toggles without one', async () => {
    const kit = createCatalogTestKit();
    const { id } = await kit.publish();
    const statusAfter = async (status?: 'active' | 'inactive') => {
      const result = await kit.changeStatus.execute(ANA_ID, id, status);
      return result.ok && result.value.service.status;
    };

    expect(await statusAfter()).toBe('inactive');
    expect(await statusAfter('inactive')).toBe('inactive');
    expect(await statusAfter()).toBe('active');
    expect(await statusAfter('active')).toBe('active');
  });

  it('DeleteService hides the service from then on but keeps its row', async () => {
    const kit = createCatalogTestKit();
    const { id } = await kit.publish();

    expect((await kit.deleteService.execute(ANA_ID, id)).ok).toBe(true);

    expect(kit.services.rows.get(id)?.deletedAt).toEqual(kit.clock.now());
    const again = await kit.getService.execute(id, ANA_ID);
    expect(again.ok || again.error.code).toBe('CATALOG.SERVICE_NOT_FOUND');
    const deletedTwice = await kit.deleteService.execute(ANA_ID, id);
    expect(deletedTwice.ok || deletedTwice.error.code).toBe('CATALOG.SERVICE_NOT_FOUND');
  });

  it('only the provider may change a service: 403 for others, 404 for an unknown one', async () => {
    const kit = createCatalogTestKit();
    const { id } = await kit.publish();

    for (const result of [
      await kit.updateService.execute(BETO_ID, id, GARDEN),
      await kit.changeStatus.execute(BETO_ID, id),
      await kit.deleteService.execute(BETO_ID, id),
    ]) {
      expect(result.ok || result.error.code).toBe('CATALOG.SERVICE_FORBIDDEN');
    }
    const unknown = await kit.changeStatus.execute(ANA_ID, id + 1);
    expect(unknown.ok || unknown.error.code).toBe('CATALOG.SERVICE_NOT_FOUND');
    expect(kit.services.rows.get(id)?.status).toBe('active');
  });

  it('GetService shows an inactive service to its provider only', async () => {
    const kit = createCatalogTestKit();
    const { id } = await kit.publish();
    await kit.changeStatus.execute(ANA_ID, id, 'inactive');

    expect((await kit.getService.execute(id, ANA_ID)).ok).toBe(true);
    for (const viewer of [BETO_ID, undefined]) {
      const hidden = await kit.getService.execute(id, viewer);
      expect(hidden.ok || hidden.error.code).toBe('CATALOG.SERVICE_NOT_FOUND');
    }
  });
});
