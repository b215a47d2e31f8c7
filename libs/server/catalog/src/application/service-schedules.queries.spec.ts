import { ANA_ID, BETO_ID, createCatalogTestKit } from '../testing/catalog-test-kit';
import { CountMyServices } from './count-my-services.query';
import { GetServiceSchedules } from './get-service-schedules.query';

describe('GetServiceSchedules', () => {
  it('answers the schedule of each known service once, paused and deleted ones flagged', async () => {
    const kit = createCatalogTestKit();
    const active = await kit.publish();
    const deleted = await kit.publish({ title: 'Poda de altura' });
    await kit.deleteService.execute(ANA_ID, deleted.id);

    const snapshots = await new GetServiceSchedules(kit.services).execute([
      active.id,
      deleted.id,
      active.id,
      999,
    ]);

    expect(snapshots.map(({ id, title, isDeleted }) => [id, title, isDeleted])).toEqual([
      [active.id, 'Jardinería y poda', false],
      [deleted.id, 'Poda de altura', true],
    ]);
    expect(snapshots[0]).toMatchObject({
      providerId: ANA_ID,
      status: 'active',
      durationMinutes: 120,
      bookingWindowDays: 30,
      skipsNationalHolidays: true,
      imageUrl: 'https://example.com/jardin.jpg',
    });
    expect(snapshots[0].weeklyRanges.wednesday).toEqual([
      { start: 540, end: 720 },
      { start: 840, end: 1080 },
    ]);
    expect(snapshots[0].weeklyRanges.sunday).toEqual([]);
    expect(await new GetServiceSchedules(kit.services).execute([])).toEqual([]);
  });
});

describe('CountMyServices', () => {
  it("counts the provider's active and paused services, not the deleted ones", async () => {
    const kit = createCatalogTestKit();
    await kit.publish();
    const paused = await kit.publish();
    const deleted = await kit.publish();
    await kit.publish({}, BETO_ID);
    await kit.changeStatus.execute(ANA_ID, paused.id, 'inactive');
    await kit.deleteService.execute(ANA_ID, deleted.id);

    expect(await new CountMyServices(kit.services).execute(ANA_ID)).toBe(2);
    expect(await new CountMyServices(kit.services).execute(999)).toBe(0);
  });
});
