import { DataSource } from 'typeorm';
import { buildDataSourceOptions, type DatabaseConfig } from '@changas/server/kernel';
import { benchRows } from './bench-data';

const PROVIDERS = 200;
/** Rows per INSERT: below SQLite's 32,766 bound parameters with 17 columns. */
const BATCH = 1_000;

/**
 * Fills a migrated, empty database with `count` services, their zones and search terms through TypeORM's query
 * builder, in batches inside one transaction (test data only: no use cases, no per-row round trips).
 */
export async function seedDatabase(database: DatabaseConfig, count: number): Promise<void> {
  const dataSource = await new DataSource({
    ...buildDataSourceOptions(database),
    migrationsRun: false,
  }).initialize();
  try {
    await dataSource.transaction(async (manager) => {
      const insert = (table: string, rows: Record<string, unknown>[]) =>
        rows.length === 0
          ? undefined
          : manager.createQueryBuilder().insert().into(table, Object.keys(rows[0])).values(rows).execute();

      const users = Array.from({ length: PROVIDERS }, (_, index) => ({
        name: `Proveedor ${index + 1}`,
        email: `proveedor${index + 1}@bench.changas.test`,
        password_hash: 'not-a-hash',
        phone: '+54 9 11 5555-0000',
        province: 'Córdoba',
        locality: 'Córdoba',
        created_at: '2026-01-01 00:00:00.000',
      }));
      await insert('users', users);
      const providerIds = (await manager.query('SELECT id FROM users')).map(({ id }: { id: number }) =>
        Number(id),
      );
      const categoryIds = new Map<string, number>(
        (await manager.query('SELECT id, slug FROM categories')).map(
          ({ id, slug }: { id: number; slug: string }) => [slug, Number(id)],
        ),
      );

      for (let first = 1; first <= count; first += BATCH) {
        const { services, zones, searchTerms } = benchRows(
          first,
          Math.min(BATCH, count - first + 1),
          providerIds,
          categoryIds,
        );
        await insert('services', services);
        for (const [table, rows] of [
          ['service_zones', zones],
          ['service_search_terms', searchTerms],
        ] as const)
          for (let start = 0; start < rows.length; start += BATCH)
            await insert(table, rows.slice(start, start + BATCH));
      }
    });
  } finally {
    await dataSource.destroy();
  }
}
