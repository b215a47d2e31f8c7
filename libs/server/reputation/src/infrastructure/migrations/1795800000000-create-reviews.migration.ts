import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';

/**
 * Creates `reviews`. service_id and author_id point at the catalog's services and identity's users
 * without foreign keys: contexts do not reach into each other's tables. (service_id, author_id) is
 * UNIQUE, so a client reviews a service once whatever the timing of two requests; the other indexes
 * serve the tab (newest first), the summary (stars per service) and an author's reviews.
 */
export class CreateReviews1795800000000 implements MigrationInterface {
  name = 'CreateReviews1795800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'reviews',
        columns: [
          {
            name: 'id',
            type: 'integer',
            isPrimary: true,
            isGenerated: true,
            generationStrategy: 'increment',
          },
          { name: 'service_id', type: 'integer' },
          { name: 'author_id', type: 'integer' },
          { name: 'rating', type: 'smallint' },
          // Characters, as the contracts count them (code points): what passes validation fits.
          { name: 'comment', type: 'varchar', length: '500' },
          { name: 'created_at', type: 'datetime', precision: 3 },
          { name: 'updated_at', type: 'datetime', precision: 3 },
        ],
        indices: [
          { name: 'UQ_reviews_service_author', columnNames: ['service_id', 'author_id'], isUnique: true },
          { name: 'IDX_reviews_service', columnNames: ['service_id', 'created_at'] },
          { name: 'IDX_reviews_service_rating', columnNames: ['service_id', 'rating'] },
          { name: 'IDX_reviews_author', columnNames: ['author_id'] },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('reviews');
  }
}
