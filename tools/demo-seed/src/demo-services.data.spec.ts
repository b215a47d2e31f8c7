import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  daySlotsError,
  DEFAULT_CATEGORIES,
  hasAvailableDay,
  isAcceptedImageUrl,
  MEDIA_PATH_PREFIX,
  SERVICE_RULES,
  WEEKDAYS,
} from '@changas/shared/contracts';
import { isKnownLocality } from '@changas/shared/locations';
import { DEMO_SERVICES } from './demo-services.data';
import { DEMO_USERS } from './demo-users.data';
import { categoryImageOf } from './seed-services.step';

const { title, description, price, durationMinutes, bookingWindowDays, zones } = SERVICE_RULES.edit;
const ASSETS = join(__dirname, '..', 'assets');

describe('DEMO_SERVICES', () => {
  it.each(DEMO_SERVICES.map((service) => [service.title, service] as const))(
    '%s passes the edit wizard rules at real places',
    (_title, service) => {
      expect(service.title.length).toBeGreaterThanOrEqual(title.minLength.value);
      expect(service.title.length).toBeLessThanOrEqual(title.maxLength.value);
      expect(service.description.length).toBeGreaterThanOrEqual(description.minLength.value);
      expect(service.description.length).toBeLessThanOrEqual(description.maxLength.value);
      expect(service.price).toBeGreaterThan(price.min.value);
      expect(durationMinutes.options).toContain(service.durationMinutes);
      expect(bookingWindowDays.options).toContain(service.bookingWindowDays);
      expect(service.zones.length).toBeGreaterThanOrEqual(1);
      expect(service.zones.length).toBeLessThanOrEqual(zones.maxItems.value);
      for (const zone of service.zones) expect(isKnownLocality(zone.province, zone.locality)).toBe(true);
      expect(hasAvailableDay(service.availability)).toBe(true);
      for (const day of WEEKDAYS) expect(daySlotsError(day, service.availability[day] ?? [])).toBeUndefined();
      expect(Object.keys(DEMO_USERS)).toContain(service.provider);
    },
  );

  it('fills the listing: 40+ active services over most categories and 8+ provinces, by several providers', () => {
    const active = DEMO_SERVICES.filter((service) => !service.inactive);
    expect(active.length).toBeGreaterThanOrEqual(40);
    expect(new Set(DEMO_SERVICES.map(({ category }) => category)).size).toBe(DEFAULT_CATEGORIES.length);
    const provinces = new Set(
      DEMO_SERVICES.flatMap((service) => service.zones.map(({ province }) => province)),
    );
    expect(provinces.size).toBeGreaterThanOrEqual(8);
    expect(new Set(DEMO_SERVICES.map(({ provider }) => provider)).size).toBeGreaterThanOrEqual(6);
    expect(new Set(DEMO_SERVICES.map(({ title }) => title)).size).toBe(DEMO_SERVICES.length);
  });

  it('shows bundled images that exist, one per category', () => {
    for (const { name } of DEFAULT_CATEGORIES) {
      const image = categoryImageOf(name);
      expect(isAcceptedImageUrl(image)).toBe(true);
      expect(existsSync(join(ASSETS, image.slice(MEDIA_PATH_PREFIX.length)))).toBe(true);
    }
  });
});
