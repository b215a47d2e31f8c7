import { API_PATHS } from '@changas/shared/contracts';
import { addDays, argentinaDateOf, isoWeekdayOf } from '@changas/shared/util';
import { RARE_WORD } from './seed/bench-data';
import { SLOT_TIMES } from './seed/schedule-data';
import type { SeedSummary } from './seed/seed-database';

/** Which seeded account a scenario calls as. */
export type Caller = 'anonymous' | 'client' | 'booker';

export interface Scenario {
  /** Stable key of the JSON results, so runs compare. */
  readonly id: string;
  readonly name: string;
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly caller: Caller;
  /** A listing query: its p50 is followed across sizes and its statements are EXPLAINed. */
  readonly search: boolean;
  /** The floor server replays its statements (reads the catalogue serves to everyone). */
  readonly floor: boolean;
  /** A new body per request (booking: each takes a different free slot). */
  readonly bodies?: Iterator<string>;
}

const api = (path: string) => `/api/${path}`;
const search = (id: string, name: string, query: string): Scenario => ({
  id,
  name,
  method: 'GET',
  path: `${api(API_PATHS.services)}${query}`,
  caller: 'anonymous',
  search: true,
  floor: true,
});

/**
 * Free slots of the offered services, one per call, as booking bodies: weekdays from tomorrow (a slot that
 * has started cannot be booked) within every service's 30-day window, minus the seeded appointments' slots.
 */
function* freeSlots({ offered, heldSlots }: SeedSummary): Iterator<string> {
  const today = argentinaDateOf(new Date());
  const days = Array.from({ length: 28 }, (_, index) => addDays(today, index + 1)).filter(
    (date) => isoWeekdayOf(date) <= 5,
  );
  // The detail service's calendar is measured too: book elsewhere.
  for (const { id } of offered.slice(1))
    for (const date of days)
      for (const time of SLOT_TIMES)
        if (!heldSlots.has(`${id}|${date}|${time}`))
          yield JSON.stringify({ service_id: id, date, time_slot: time, notes: '' });
}

/**
 * What the benchmark asks, from issue 10: text search (a word in ~0.1%, ~5% and over half of the services),
 * the three filters together (a small province's capital: ~0.1% of the services), a deep page, a detail, and
 * the booking screens. Booking writes, so it goes last.
 */
export function scenarios(seed: SeedSummary): readonly Scenario[] {
  const detail = seed.detailServiceId;
  const read = (id: string, name: string, path: string, caller: Caller = 'anonymous'): Scenario => ({
    id,
    name,
    method: 'GET',
    path: api(path),
    caller,
    search: false,
    floor: false,
  });
  return [
    search('search-rare', 'texto raro', `?q=${encodeURIComponent(RARE_WORD)}`),
    search('search-common', 'texto común', '?q=jardineria'),
    search('search-very-common', 'texto muy común', '?q=presupuesto'),
    search(
      'search-place',
      'categoría + provincia + localidad',
      '?category=electricidad&province=tierra%20del%20fuego&locality=ushuaia',
    ),
    search('search-page-50', 'página 50', '?page=50'),
    { ...read('detail', 'detalle', API_PATHS.service(detail)), floor: true },
    read('calendar', 'calendario', API_PATHS.serviceCalendar(detail)),
    read(
      'availability',
      'disponibilidad de un día',
      `${API_PATHS.serviceAvailability(detail)}?date=${seed.detailDay}`,
    ),
    read('my-appointments', 'mis turnos (200)', API_PATHS.myAppointments, 'client'),
    {
      id: 'booking',
      name: 'reservar turnos libres',
      method: 'POST',
      path: api(API_PATHS.appointments),
      caller: 'booker',
      search: false,
      floor: false,
      bodies: freeSlots(seed),
    },
  ];
}

/** The scenarios of `list` named by `ids` (BENCH_SCENARIOS), in the list's order; all of them without `ids`. */
export function chosenScenarios(
  list: readonly Scenario[],
  ids: readonly string[] | undefined,
): readonly Scenario[] {
  if (!ids) return list;
  const unknown = ids.filter((id) => !list.some((scenario) => scenario.id === id));
  if (unknown.length)
    throw new Error(
      `BENCH_SCENARIOS: ${unknown.join(', ')} no existe; los escenarios son ${list.map(({ id }) => id).join(', ')}`,
    );
  return list.filter(({ id }) => ids.includes(id));
}
