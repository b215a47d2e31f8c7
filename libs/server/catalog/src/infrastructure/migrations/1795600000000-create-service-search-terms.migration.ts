import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';
import { binaryCollation } from '@changas/server/kernel';
import { MAX_TERM_LENGTH, searchTerms } from '../../domain/service-search';

/** Services read per round trip while indexing existing rows. */
const SERVICES_PER_READ = 500;
/** Two parameters a term: well under SQLite's 32,766. */
const TERMS_PER_INSERT = 1_000;

/**
 * Creates `service_search_terms`: each distinct word of a service's search_text, so a text search
 * reads a range of the (term, service_id) key instead of every service's text, or checks one service's
 * words through (service_id, term) (ARCHITECTURE section 3).
 * Terms compare byte for byte, so 'nino' never reaches 'niño'. Existing services are indexed here.
 */
export class CreateServiceSearchTerms1795600000000 implements MigrationInterface {
  name = 'CreateServiceSearchTerms1795600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'service_search_terms',
        columns: [
          {
            name: 'term',
            type: 'varchar',
            length: String(MAX_TERM_LENGTH),
            collation: binaryCollation(queryRunner),
            isPrimary: true,
          },
          { name: 'service_id', type: 'integer', isPrimary: true },
        ],
        // Checks one service's words when category or place filters lead the listing.
        indices: [{ name: 'IDX_service_search_terms_service', columnNames: ['service_id', 'term'] }],
        foreignKeys: [
          {
            name: 'FK_service_search_terms_service_id',
            columnNames: ['service_id'],
            referencedTableName: 'services',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          },
        ],
      }),
    );
    await this.indexExistingServices(queryRunner);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('service_search_terms');
  }

  private async indexExistingServices(queryRunner: QueryRunner): Promise<void> {
    for (let lastId = 0; ;) {
      const services: { id: number | string; search_text: Buffer | string }[] = await queryRunner.manager
        .createQueryBuilder()
        .select(['s.id AS id', 's.search_text AS search_text'])
        .from('services', 's')
        .where('s.id > :lastId', { lastId })
        .orderBy('s.id')
        .limit(SERVICES_PER_READ)
        .getRawMany();
      if (services.length === 0) return;
      const rows = services.flatMap(({ id, search_text }) =>
        searchTerms(search_text.toString()).map((term) => ({ term, service_id: Number(id) })),
      );
      for (let start = 0; start < rows.length; start += TERMS_PER_INSERT) {
        const chunk = rows.slice(start, start + TERMS_PER_INSERT);
        // Plain SQL: the entity registered for this table may differ from the table this migration creates.
        await queryRunner.query(
          `INSERT INTO service_search_terms (term, service_id) VALUES ${chunk.map(() => '(?, ?)').join(', ')}`,
          chunk.flatMap(({ term, service_id }) => [term, service_id]),
        );
      }
      lastId = Number(services[services.length - 1].id);
    }
  }
}
