import type { QueryRunner } from 'typeorm';
import { searchTerms } from '../../domain/service-search';

/** Services read per round trip while going through existing rows. */
const SERVICES_PER_READ = 500;
/** Two parameters a term: well under SQLite's 32,766. */
const TERMS_PER_INSERT = 1_000;

/** The services that no one may find: paused or deleted. */
export const UNLISTED_SERVICES = "s.status <> 'active' OR s.deleted_at IS NOT NULL";

export interface StoredSearchText {
  readonly id: number;
  readonly searchText: string;
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
      .select(['s.id AS id', 's.search_text AS search_text'])
      .from('services', 's')
      .where('s.id > :lastId', { lastId });
    if (where) query.andWhere(`(${where})`);
    const rows: { id: number | string; search_text: Buffer | string }[] = await query
      .orderBy('s.id')
      .limit(SERVICES_PER_READ)
      .getRawMany();
    if (rows.length === 0) return;
    await handle(rows.map(({ id, search_text }) => ({ id: Number(id), searchText: search_text.toString() })));
    lastId = Number(rows[rows.length - 1].id);
  }
}

/** Writes the search terms of the existing services (those matching `where`, on alias `s`, if given). */
export function indexServiceTerms(queryRunner: QueryRunner, where?: string): Promise<void> {
  return forEachBatchOfServices(queryRunner, where, async (services) => {
    const rows = services.flatMap(({ id, searchText }) =>
      searchTerms(searchText).map((term) => ({ term, service_id: id })),
    );
    for (let start = 0; start < rows.length; start += TERMS_PER_INSERT) {
      const chunk = rows.slice(start, start + TERMS_PER_INSERT);
      // Plain SQL: the entity registered for this table may differ from the table a migration finds.
      await queryRunner.query(
        `INSERT INTO service_search_terms (term, service_id) VALUES ${chunk.map(() => '(?, ?)').join(', ')}`,
        chunk.flatMap(({ term, service_id }) => [term, service_id]),
      );
    }
  });
}
