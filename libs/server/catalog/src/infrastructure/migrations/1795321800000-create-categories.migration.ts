import { DEFAULT_CATEGORIES } from '@changas/shared/contracts';
import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';

/** Creates `categories` and loads the spec's 20 defaults in display order. Schema builder only: it runs on MySQL and SQLite. */
export class CreateCategories1795321800000 implements MigrationInterface {
  name = 'CreateCategories1795321800000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'categories',
        columns: [
          {
            name: 'id',
            type: 'integer',
            isPrimary: true,
            isGenerated: true,
            generationStrategy: 'increment',
          },
          { name: 'name', type: 'varchar', length: '100' },
          { name: 'slug', type: 'varchar', length: '100' },
        ],
        indices: [{ name: 'UQ_categories_slug', columnNames: ['slug'], isUnique: true }],
      }),
    );
    await queryRunner.manager
      .createQueryBuilder()
      .insert()
      .into('categories', ['name', 'slug'])
      .values(DEFAULT_CATEGORIES.map(({ name, slug }) => ({ name, slug })))
      .execute();
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('categories');
  }
}
