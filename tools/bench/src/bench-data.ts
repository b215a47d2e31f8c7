import { DEFAULT_CATEGORIES, MEDIA_PATH_PREFIX, WEEKDAYS } from '@changas/shared/contracts';
import { getLocalities, PROVINCES } from '@changas/shared/locations';
import { buildSearchText, searchTerms, Zone } from '@changas/server/catalog';

/** A rare word (about 1 service in 1,000) for the text search that finds almost nothing. */
export const RARE_WORD = 'bandoneón';

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

/** mulberry32: the same data on every run, so runs compare. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** SQLite and MySQL both read this text as a UTC datetime(3). */
const sqlDate = (date: Date) => date.toISOString().replace('T', ' ').replace('Z', '');

export interface BenchRows {
  readonly services: Record<string, unknown>[];
  readonly zones: Record<string, unknown>[];
  readonly searchTerms: Record<string, unknown>[];
}

/**
 * Services `firstId`… as table rows (with their zones and search terms), spread over every category and province and over a year of
 * creation dates; about 10% inactive and 2% deleted, like a live catalogue.
 */
export function benchRows(
  firstId: number,
  count: number,
  providerIds: readonly number[],
  categoryIds: ReadonlyMap<string, number>,
): BenchRows {
  const next = random(firstId);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
  const services: Record<string, unknown>[] = [];
  const zones: Record<string, unknown>[] = [];
  const terms: Record<string, unknown>[] = [];
  const now = Date.now();

  for (let id = firstId; id < firstId + count; id++) {
    const category = pick(DEFAULT_CATEGORIES);
    const title = `${pick(TITLE_STARTS)} ${category.name.toLowerCase()}${next() < 0.001 ? ` y ${RARE_WORD}` : ''} ${id}`;
    const description = Array.from({ length: 3 }, () => pick(SENTENCES)).join(' ');
    const serviceZones = Array.from({ length: 1 + Math.floor(next() * 3) }, () => {
      const province = pick(PROVINCES);
      return Zone.at({ province, locality: pick(getLocalities(province)) }) as Zone;
    });
    const createdAt = sqlDate(new Date(now - Math.floor(next() * 365 * 86_400_000)));
    const roll = next();
    const searchText = buildSearchText({
      title,
      description,
      categoryName: category.name,
      zones: serviceZones,
    });
    services.push({
      id,
      provider_id: pick(providerIds),
      category_id: categoryIds.get(category.slug),
      title,
      description,
      price: Math.round(5_000 + next() * 95_000),
      duration_minutes: 60,
      booking_window_days: 30,
      availability: AVAILABILITY,
      image_url: `${MEDIA_PATH_PREFIX}categories/${category.slug}.svg`,
      status: roll < 0.1 ? 'inactive' : 'active',
      average_rating: 0,
      ratings_count: 0,
      search_text: searchText,
      created_at: createdAt,
      updated_at: createdAt,
      deleted_at: roll > 0.98 ? createdAt : null,
    });
    for (const term of searchTerms(searchText)) terms.push({ term, service_id: id });
    for (const zone of serviceZones) {
      zones.push({
        service_id: id,
        province: zone.province,
        locality: zone.locality,
        neighborhood: null,
        province_key: zone.provinceKey,
        locality_key: zone.localityKey,
      });
    }
  }
  return { services, zones, searchTerms: terms };
}
