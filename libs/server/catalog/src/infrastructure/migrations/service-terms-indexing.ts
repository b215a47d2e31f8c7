import type { QueryRunner } from 'typeorm';
import { searchTerms } from '../../domain/service-search';

/** Services read per round trip while going through existing rows. */
const SERVICES_PER_READ = 500;
/** Up to three parameters a term: well under SQLite's 32,766. */
const TERMS_PER_INSERT = 1_000;

/** The services anyone may find (on alias `s`): active and not deleted, as the domain's isListed. */
export const LISTED_SERVICES = "s.status = 'active' AND s.deleted_at IS NULL";
/** The services that no one may find: paused or deleted. */
export const UNLISTED_SERVICES = `NOT (${LISTED_SERVICES})`;

export interface StoredSearchText {
  readonly id: number;
  readonly searchText: string;
  /** As the driver gives it, to be written back unchanged. */
  readonly createdAt: unknown;
}

/** Hands the existing services (those matching `where`, on alias `s`, if given) to `handle`, a batch at a time. */
export async function forEachBatchOfServices(
  queryRunner: QueryRunner,
  where: string | undefined,
  handle: (services: StoredSearchText[]) => Promise<void>,
): Promise<void> {
  for (let lastId = 0; ;) {
    const query = queryRunner.manager
      .createQueryBuilder()
      .select(['s.id AS id', 's.search_text AS search_text', 's.created_at AS created_at'])
      .from('services', 's')
      .where('s.id > :lastId', { lastId });
    if (where) query.andWhere(`(${where})`);
    const rows: { id: number | string; search_text: Buffer | string; created_at: unknown }[] = await query
      .orderBy('s.id')
      .limit(SERVICES_PER_READ)
      .getRawMany();
    if (rows.length === 0) return;
    await handle(
      rows.map(({ id, search_text, created_at }) => ({
        id: Number(id),
        searchText: search_text.toString(),
        createdAt: created_at,
      })),
    );
    lastId = Number(rows[rows.length - 1].id);
  }
}

/**
 * Writes the search terms of the existing services (those matching `where`, on alias `s`, if given), with
 * their service's created_at once the table has it (migration 1796400000000).
 */
export async function indexServiceTerms(queryRunner: QueryRunner, where?: string): Promise<void> {
  // Plain SQL: the entity registered for this table may differ from the table a migration finds.
  const columns = (await queryRunner.hasColumn('service_search_terms', 'created_at'))
    ? ['term', 'service_id', 'created_at']
    : ['term', 'service_id'];
  const placeholders = `(${columns.map(() => '?').join(', ')})`;
  await forEachBatchOfServices(queryRunner, where, async (services) => {
    const rows = services.flatMap(({ id, searchText, createdAt }) =>
      searchTerms(searchText).map((term) => [term, id, createdAt].slice(0, columns.length)),
    );
    for (let start = 0; start < rows.length; start += TERMS_PER_INSERT) {
      const chunk = rows.slice(start, start + TERMS_PER_INSERT);
      await queryRunner.query(
        `INSERT INTO service_search_terms (${columns.join(', ')}) VALUES ${chunk.map(() => placeholders).join(', ')}`,
        chunk.flat(),
      );
    }
  });
}
