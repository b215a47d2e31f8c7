import { Category } from './category.entity';
import { type NewService, Service } from './service.entity';
import { WeeklyAvailability } from './weekly-availability.value-object';
import { Zone } from './zone.value-object';

const now = new Date('2026-03-02T12:00:00Z');
const later = new Date('2026-03-03T12:00:00Z');

const details = {
  title: 'Cuidado de niños',
  description: 'Niñera con experiencia en Jardinería infantil y juegos al aire libre.',
  category: new Category(2, 'Jardinería', 'jardineria'),
  price: 9000,
  durationMinutes: 60 as const,
  bookingWindowDays: 30 as const,
  availability: WeeklyAvailability.restore({ monday: ['09:00-12:00'] }),
  skipsNationalHolidays: true,
  zones: [Zone.at({ province: 'Córdoba', locality: 'Río Cuarto', neighborhood: 'Bimaco' }) as Zone],
  imageUrl: null,
};

const stored = (overrides: Partial<NewService> = {}) =>
  Service.restore({ ...Service.create(7, details, now), ...overrides, id: 1 });

describe('Service', () => {
  it('is created active, unrated and undeleted', () => {
    expect(Service.create(7, details, now)).toEqual({
      ...details,
      providerId: 7,
      status: 'active',
      averageRating: 0,
      ratingsCount: 0,
      createdAt: now,
      updatedAt: now,
      deletedAt: null,
    });
  });

  it('is searched by the distinct words of its title, description, category and zones, folded but keeping ñ', () => {
    const { searchText } = stored();

    expect(searchText).toBe(
      ' cuidado de niños niñera con experiencia en jardineria infantil y juegos al aire libre bimaco rio cuarto cordoba',
    );
    expect(searchText).toContain('niño');
    expect(searchText).not.toContain('nino');
  });

  it('hands out snapshots that no later change alters', () => {
    const service = stored();
    const before = service.toProps();

    service.toggleStatus(later);
    service.softDelete(later);

    expect(before).toMatchObject({ status: 'active', deletedAt: null });
    expect(service.toProps()).toMatchObject({ status: 'inactive', deletedAt: later });
  });

  it('leaves the props it was restored from as they were through every change', () => {
    const props = { ...Service.create(7, details, now), id: 1 };
    const service = Service.restore(props);

    service.update({ ...details, title: 'Otra cosa' }, later);
    service.toggleStatus(later);
    service.softDelete(later);

    expect(props).toEqual({ ...Service.create(7, details, now), id: 1 });
    expect(service.toProps()).toMatchObject({ title: 'Otra cosa', status: 'inactive', deletedAt: later });
  });

  it('toggles, activates and deactivates, touching updatedAt only on a change', () => {
    const service = stored();

    service.toggleStatus(later);
    expect(service.status).toBe('inactive');
    expect(service.isActive).toBe(false);
    expect(service.toProps().updatedAt).toEqual(later);

    service.deactivate(new Date('2026-03-04T00:00:00Z'));
    expect(service.toProps().updatedAt).toEqual(later);

    service.activate(later);
    service.toggleStatus(later);
    service.toggleStatus(later);
    expect(service.status).toBe('active');
  });

  it('is visible to anyone while active and only to its provider while inactive', () => {
    const service = stored({ status: 'inactive' });

    expect(service.isVisibleTo(7)).toBe(true);
    expect(service.isVisibleTo(8)).toBe(false);
    expect(service.isVisibleTo(undefined)).toBe(false);
    service.activate(later);
    expect(service.isVisibleTo(undefined)).toBe(true);
  });

  it('replaces its details and keeps who offers it and when it was created', () => {
    const service = stored();
    const category = new Category(3, 'Plomería', 'plomeria');

    service.update({ ...details, title: 'Destapaciones', category }, later);

    expect(service.toProps()).toMatchObject({
      title: 'Destapaciones',
      category,
      providerId: 7,
      createdAt: now,
    });
    expect(service.toProps().updatedAt).toEqual(later);
    expect(service.searchText).toContain('plomeria');
  });

  it('is deleted softly, once', () => {
    const service = stored();

    service.softDelete(later);
    service.softDelete(new Date('2026-03-09T00:00:00Z'));

    expect(service.isDeleted).toBe(true);
    expect(service.toProps().deletedAt).toEqual(later);
  });
});
