import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';

/**
 * Creates `favorites`. user_id and service_id point at identity's users and the catalog's services
 * without foreign keys: contexts do not reach into each other's tables. The UNIQUE pair makes saving
 * twice a conflict whatever the timing and serves the user's list (newest first) through its index.
 */
export class CreateFavorites1795800000000 implements MigrationInterface {
  name = 'CreateFavorites1795800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'favorites',
        columns: [
          {
            name: 'id',
            type: 'integer',
            isPrimary: true,
            isGenerated: true,
            generationStrategy: 'increment',
          },
          { name: 'user_id', type: 'integer' },
          { name: 'service_id', type: 'integer' },
          { name: 'created_at', type: 'datetime', precision: 3 },
        ],
        indices: [
          { name: 'UQ_favorites_user_service', columnNames: ['user_id', 'service_id'], isUnique: true },
          { name: 'IDX_favorites_user_created', columnNames: ['user_id', 'created_at'] },
          { name: 'IDX_favorites_service', columnNames: ['service_id'] },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('favorites');
  }
}
