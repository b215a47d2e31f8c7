import { DEFAULT_CATEGORIES, MEDIA_PATH_PREFIX, WEEKDAYS } from '@changas/shared/contracts';
import { getLocalities, PROVINCES } from '@changas/shared/locations';
import { buildSearchText, searchTerms, Zone } from '@changas/server/catalog';
import { random, sqlDate } from './random';
import { ratingsOf, type Row, type ScheduleRows } from './schedule-data';

/** A rare word for the text search that finds almost nothing: in one listed service of every 1,000. */
export const RARE_WORD = 'bandoneón';
const RARE_WORD_EVERY = 1_000;

const TITLE_STARTS = ['Servicio de', 'Atención de', 'Ayuda con', 'Presupuestos de', 'Especialista en'];
const SENTENCES = [
  'Trabajo prolijo con garantía escrita y materiales de primera calidad.',
  'Atiendo particulares, comercios y consorcios con turnos de lunes a sábado.',
  'Presupuesto sin cargo en el día y facturación electrónica.',
  'Más de diez años de experiencia y referencias comprobables de clientes del barrio.',
  'Llevo mis propias herramientas y dejo todo limpio al terminar.',
  'Acepto transferencias, tarjetas y billeteras virtuales.',
];
const AVAILABILITY = JSON.stringify(
  Object.fromEntries(WEEKDAYS.map((day, index) => [day, index < 5 ? ['09:00-13:00', '14:00-18:00'] : []])),
);

export interface BenchRows {
  readonly services: Row[];
  readonly zones: Row[];
  readonly searchTerms: Row[];
}

/** Who the generated rows point at. */
export interface BenchPeople {
  readonly providerIds: readonly number[];
  readonly clientIds: readonly number[];
  readonly categoryIds: ReadonlyMap<string, number>;
}

/**
 * Services `firstId`… as table rows (with their zones and search terms), spread over every category and province and over a year of
 * creation dates; about 10% inactive and 2% deleted, like a live catalogue. Each offered service gets 0 to 2 past
 * appointments (most completed, most of those reviewed, its rating summed up) and a 30% chance of a future one, in `schedule`.
 */
export function benchRows(
  firstId: number,
  count: number,
  people: BenchPeople,
  schedule: ScheduleRows,
): BenchRows {
  const next = random(firstId);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
  const services: Row[] = [];
  const zones: Row[] = [];
  const terms: Row[] = [];
  const now = Date.now();

  for (let id = firstId; id < firstId + count; id++) {
    const category = pick(DEFAULT_CATEGORIES);
    // Every thousandth service, so that 1,000 services hold it once and 100,000 a hundred times: a random draw
    // gave it to none of the first 1,000, and the growth compared a search that finds nothing with one that does.
    // That draw is still made, so every other service keeps the values it had and runs stay comparable.
    next();
    const rare = id % RARE_WORD_EVERY === RARE_WORD_EVERY / 2;
    const title = `${pick(TITLE_STARTS)} ${category.name.toLowerCase()}${rare ? ` y ${RARE_WORD}` : ''} ${id}`;
    const description = Array.from({ length: 3 }, () => pick(SENTENCES)).join(' ');
    const serviceZones = Array.from({ length: 1 + Math.floor(next() * 3) }, () => {
      const province = pick(PROVINCES);
      return Zone.at({ province, locality: pick(getLocalities(province)) }) as Zone;
    });
    const createdAt = sqlDate(new Date(now - Math.floor(next() * 365 * 86_400_000)));
    const roll = next();
    const active = rare || roll >= 0.1;
    const deleted = !rare && roll > 0.98;
    const listed = active && !deleted;
    const searchText = buildSearchText({
      title,
      description,
      categoryName: category.name,
      zones: serviceZones,
    });
    const providerId = pick(people.providerIds);
    services.push({
      id,
      provider_id: providerId,
      category_id: people.categoryIds.get(category.slug),
      title,
      description,
      price: Math.round(5_000 + next() * 95_000),
      duration_minutes: 60,
      booking_window_days: 30,
      availability: AVAILABILITY,
      image_url: `${MEDIA_PATH_PREFIX}categories/${category.slug}.svg`,
      status: active ? 'active' : 'inactive',
      average_rating: 0,
      ratings_count: 0,
      search_text: searchText,
      created_at: createdAt,
      updated_at: createdAt,
      deleted_at: deleted ? createdAt : null,
    });
    // As the repository keeps them: only services anyone may find have search terms.
    if (listed)
      for (const term of searchTerms(searchText)) terms.push({ term, service_id: id, created_at: createdAt });
    for (const zone of serviceZones) {
      zones.push({
        service_id: id,
        category_id: people.categoryIds.get(category.slug),
        province: zone.province,
        locality: zone.locality,
        neighborhood: null,
        province_key: zone.provinceKey,
        locality_key: zone.localityKey,
        listed: listed ? 1 : 0,
        created_at: createdAt,
      });
    }
    if (!listed) continue;
    // Distinct clients, so each reviews the service at most once (UNIQUE service_id, author_id).
    const clients = new Set(Array.from({ length: 3 }, () => pick(people.clientIds)));
    const [future, ...past] = [...clients];
    const service = { id, providerId };
    past.forEach((clientId) => schedule.add(service, clientId, 'past', next() < 0.7));
    if (next() < 0.3) schedule.add(service, future, 'future', false);
  }
  const ratings = ratingsOf(schedule.reviews);
  for (const service of services) {
    const rating = ratings.get(service.id as number);
    if (rating) Object.assign(service, { average_rating: rating.average, ratings_count: rating.count });
  }
  return { services, zones, searchTerms: terms };
}
