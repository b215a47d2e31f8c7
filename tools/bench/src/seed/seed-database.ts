import { hash } from 'argon2';
import { DataSource, type EntityManager } from 'typeorm';
import { argentinaDateOf } from '@changas/shared/util';
import { buildDataSourceOptions, type DatabaseConfig } from '@changas/server/kernel';
import { benchRows } from './bench-data';
import { random } from './random';
import { type BookableService, type Row, ScheduleRows } from './schedule-data';

const PROVIDERS = 200;
const CLIENTS = 500;
/** Rows per INSERT: below SQLite's 32,766 bound parameters with 17 columns. */
const BATCH = 1_000;
/** The my-appointments scenario's client. */
const CLIENT_APPOINTMENTS = 200;
/** Future requests on the detail service, so its calendar and days have taken slots. */
const DETAIL_APPOINTMENTS = 40;

/** The accounts the scenarios log in with (the password of both). */
export const BENCH_PASSWORD = 'Bench1234';
export const CLIENT_EMAIL = 'turnos@bench.changas.test';
export const BOOKER_EMAIL = 'reservas@bench.changas.test';

/** What the scenarios need to know about the seeded data. */
export interface SeedSummary {
  /** The newest offered service: the detail, calendar and availability scenarios read it. */
  readonly detailServiceId: number;
  /** A day of the detail service with taken slots. */
  readonly detailDay: string;
  /** Offered services and the slots held on them: the booking scenario books the others. */
  readonly offered: readonly BookableService[];
  readonly heldSlots: ReadonlySet<string>;
  readonly counts: Readonly<Record<string, number>>;
}

const user = (index: number, email: string, passwordHash: string): Row => ({
  name: `Usuario ${index}`,
  email,
  password_hash: passwordHash,
  phone: '+54 9 11 5555-0000',
  province: 'Córdoba',
  locality: 'Córdoba',
  created_at: '2026-01-01 00:00:00.000',
});

async function insert(manager: EntityManager, table: string, rows: readonly Row[]): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH) {
    const batch = rows.slice(start, start + BATCH);
    await manager.createQueryBuilder().insert().into(table, Object.keys(batch[0])).values(batch).execute();
  }
}

const ids = async (manager: EntityManager, sql: string): Promise<number[]> =>
  (await manager.query(sql)).map(({ id }: { id: number | string }) => Number(id));

/**
 * Fills a migrated, empty database with `count` services (zones, search terms, appointments and reviews in
 * proportion) through TypeORM's query builder, in batches inside one transaction (test data only: no use
 * cases, no per-row round trips), plus the scenarios' two accounts.
 */
export async function seedDatabase(database: DatabaseConfig, count: number): Promise<SeedSummary> {
  const dataSource = await new DataSource({
    ...buildDataSourceOptions(database),
    migrationsRun: false,
  }).initialize();
  const passwordHash = await hash(BENCH_PASSWORD);
  const today = argentinaDateOf(new Date());
  const heldSlots = new Set<string>();
  const counts = { services: count, appointments: 0, reviews: 0 };
  try {
    return await dataSource.transaction(async (manager) => {
      const users = [
        ...Array.from({ length: PROVIDERS + CLIENTS }, (_, index) =>
          user(index + 1, `usuario${index + 1}@bench.changas.test`, 'not-a-hash'),
        ),
        user(0, CLIENT_EMAIL, passwordHash),
        user(0, BOOKER_EMAIL, passwordHash),
      ];
      await insert(manager, 'users', users);
      const userIds = await ids(manager, 'SELECT id FROM users ORDER BY id');
      const people = {
        providerIds: userIds.slice(0, PROVIDERS),
        clientIds: userIds.slice(PROVIDERS, PROVIDERS + CLIENTS),
        categoryIds: new Map<string, number>(
          (await manager.query('SELECT id, slug FROM categories')).map(
            ({ id, slug }: { id: number; slug: string }) => [slug, Number(id)],
          ),
        ),
      };
      const writeSchedule = async (schedule: ScheduleRows) => {
        await insert(manager, 'appointments', schedule.appointments);
        await insert(manager, 'reviews', schedule.reviews);
        counts.appointments += schedule.appointments.length;
        counts.reviews += schedule.reviews.length;
      };

      for (let first = 1; first <= count; first += BATCH) {
        const schedule = new ScheduleRows(today, heldSlots, random(-first));
        const rows = benchRows(first, Math.min(BATCH, count - first + 1), people, schedule);
        await insert(manager, 'services', rows.services);
        await insert(manager, 'service_zones', rows.zones);
        await insert(manager, 'service_search_terms', rows.searchTerms);
        await writeSchedule(schedule);
      }

      const offered: BookableService[] = (
        await manager.query(
          "SELECT id, provider_id FROM services WHERE status = 'active' AND deleted_at IS NULL ORDER BY created_at DESC, id DESC",
        )
      ).map(({ id, provider_id }: { id: number | string; provider_id: number | string }) => ({
        id: Number(id),
        providerId: Number(provider_id),
      }));
      const next = random(count);
      const extra = new ScheduleRows(today, heldSlots, next);
      const detail = offered[0];
      for (let index = 0; index < DETAIL_APPOINTMENTS; index++)
        extra.add(detail, people.clientIds[index % CLIENTS], 'future', false);
      const detailDay = (extra.appointments[0]?.date as string | undefined) ?? today;
      const clientId = userIds[PROVIDERS + CLIENTS];
      for (let added = 0; added < CLIENT_APPOINTMENTS;) {
        const service = offered[Math.floor(next() * offered.length)];
        if (extra.add(service, clientId, added < CLIENT_APPOINTMENTS * 0.85 ? 'past' : 'future', false))
          added++;
      }
      await writeSchedule(extra);
      return { detailServiceId: detail.id, detailDay, offered, heldSlots, counts };
    });
  } finally {
    await dataSource.destroy();
  }
}
