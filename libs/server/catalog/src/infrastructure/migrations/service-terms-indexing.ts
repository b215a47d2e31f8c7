import type { QueryRunner } from 'typeorm';
import { searchTerms } from '../../domain/service-search';

/** Services read per round trip while indexing existing rows. */
const SERVICES_PER_READ = 500;
/** Two parameters a term: well under SQLite's 32,766. */
const TERMS_PER_INSERT = 1_000;

/** The services that no one may find: paused or deleted. */
export const UNLISTED_SERVICES = "s.status <> 'active' OR s.deleted_at IS NOT NULL";

/** Writes the search terms of the existing services (those matching `where`, on alias `s`, if given). */
export async function indexServiceTerms(queryRunner: QueryRunner, where?: string): Promise<void> {
  for (let lastId = 0; ;) {
    const query = queryRunner.manager
      .createQueryBuilder()
      .select(['s.id AS id', 's.search_text AS search_text'])
      .from('services', 's')
      .where('s.id > :lastId', { lastId });
    if (where) query.andWhere(`(${where})`);
    const services: { id: number | string; search_text: Buffer | string }[] = await query
      .orderBy('s.id')
      .limit(SERVICES_PER_READ)
      .getRawMany();
    if (services.length === 0) return;
    const rows = services.flatMap(({ id, search_text }) =>
      searchTerms(search_text.toString()).map((term) => ({ term, service_id: Number(id) })),
    );
    for (let start = 0; start < rows.length; start += TERMS_PER_INSERT) {
      const chunk = rows.slice(start, start + TERMS_PER_INSERT);
      // Plain SQL: the entity registered for this table may differ from the table a migration finds.
      await queryRunner.query(
        `INSERT INTO service_search_terms (term, service_id) VALUES ${chunk.map(() => '(?, ?)').join(', ')}`,
        chunk.flatMap(({ term, service_id }) => [term, service_id]),
      );
    }
    lastId = Number(services[services.length - 1].id);
  }
}
