import { LISTING_COUNT_LIMIT, type ServiceView, type ZoneView } from '@changas/shared/contracts';

type Row = Record<string, unknown>;
/** A result set of the replayed statements. */
type Rows = readonly Row[];

/** What a result set holds, told by its columns (as the API's statements name them: the entities' property names). */
function sorted(results: readonly Rows[]) {
  const found = { ids: [] as number[], total: 0, services: [] as Rows, zones: [] as Rows, users: [] as Rows };
  for (const rows of results) {
    if (rows.length === 0) continue;
    const columns = new Set(Object.keys(rows[0]));
    if (columns.has('title')) found.services = [...found.services, ...rows];
    else if (columns.has('serviceId')) found.zones = [...found.zones, ...rows];
    else if (columns.has('name')) found.users = [...found.users, ...rows];
    else if (columns.size === 1 && columns.has('count')) found.total = Number(rows[0].count);
    else if (columns.has('id')) {
      found.ids = rows.map(({ id }) => Number(id));
      // A page led by a word carries the number of matches on each row (a window count).
      if (columns.has('total')) found.total = Number(rows[0].total);
    }
  }
  return found;
}

const NO_PROVIDER = { name: '', phone: '', locality: '', province: '' };
const iso = (value: unknown) => new Date(value as string | Date).toISOString();

/** ServiceViewMapper's answer, from the rows instead of the domain objects. */
function serviceView(
  service: Row,
  category: string,
  zones: readonly Row[],
  users: ReadonlyMap<number, Row>,
): ServiceView {
  const user = users.get(Number(service.providerId));
  const provider = user
    ? {
        name: String(user.name),
        phone: String(user.phone),
        locality: String(user.locality),
        province: String(user.province),
      }
    : NO_PROVIDER;
  const status = service.status as ServiceView['status'];
  return {
    id: Number(service.id),
    title: String(service.title),
    description: String(service.description),
    category,
    price: Number(service.price),
    duration_minutes: Number(service.durationMinutes) as ServiceView['duration_minutes'],
    booking_window_days: Number(service.bookingWindowDays) as ServiceView['booking_window_days'],
    availability: JSON.parse(String(service.availability)),
    // SQLite and MariaDB answer a boolean column as 0 or 1.
    skips_national_holidays: Boolean(Number(service.skipsNationalHolidays)),
    zones: zones.map(({ province, locality, neighborhood }): ZoneView => ({
      province: String(province),
      locality: String(locality),
      ...(neighborhood ? { neighborhood: String(neighborhood) } : {}),
    })),
    image_url: service.imageUrl as string,
    status,
    isActive: status === 'active',
    providerId: Number(service.providerId),
    providerName: provider.name,
    provider,
    average_rating: Number(service.averageRating),
    ratings_count: Number(service.ratingsCount),
    created_at: iso(service.createdAt),
    updated_at: iso(service.updatedAt),
  };
}

/**
 * The API's envelope for a listing (`/api/services?…`) or a detail (`/api/services/{id}`), built from the
 * result sets of the statements the API sent for it; category names are read once per process, as the API does.
 */
export function floorAnswer(
  url: URL,
  results: readonly Rows[],
  categories: ReadonlyMap<number, string>,
): unknown {
  const { ids, total, services, zones, users } = sorted(results);
  const usersById = new Map(users.map((user) => [Number(user.id), user]));
  const zonesOf = (id: number) => zones.filter((zone) => Number(zone.serviceId) === id);
  const byId = new Map(services.map((service) => [Number(service.id), service]));
  const views = (ids.length ? ids : [...byId.keys()]).flatMap((id) => {
    const service = byId.get(id);
    return service
      ? [serviceView(service, categories.get(Number(service.categoryId)) ?? '', zonesOf(id), usersById)]
      : [];
  });
  if (url.pathname !== '/api/services') return { success: true, data: { service: views[0] } };
  const page = Number(url.searchParams.get('page') ?? 1);
  const limit = Number(url.searchParams.get('limit') ?? 9);
  // The API counts one past its limit to tell that there are more.
  const data = {
    services: views,
    total: Math.min(total, LISTING_COUNT_LIMIT),
    total_capped: total > LISTING_COUNT_LIMIT,
    page,
    limit,
  };
  return { success: true, data };
}
