import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';
import { binaryCollation } from '@changas/server/kernel';
import { MAX_TERM_LENGTH } from '../../domain/service-search';
import { indexServiceTerms } from './service-terms-indexing';

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
    await indexServiceTerms(queryRunner);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('service_search_terms');
  }
}
