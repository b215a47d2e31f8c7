import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';

/** Creates `users`; emails are stored normalised, so the unique index makes them unique whatever their case. */
export class CreateUsers1795400000000 implements MigrationInterface {
  name = 'CreateUsers1795400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'users',
        columns: [
          {
            name: 'id',
            type: 'integer',
            isPrimary: true,
            isGenerated: true,
            generationStrategy: 'increment',
          },
          { name: 'name', type: 'varchar', length: '100' },
          { name: 'email', type: 'varchar', length: '254' },
          { name: 'password_hash', type: 'varchar', length: '255' },
          { name: 'phone', type: 'varchar', length: '20', default: "''" },
          { name: 'province', type: 'varchar', length: '100', default: "''" },
          { name: 'locality', type: 'varchar', length: '100', default: "''" },
          { name: 'created_at', type: 'datetime', precision: 3 },
        ],
        indices: [{ name: 'UQ_users_email', columnNames: ['email'], isUnique: true }],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('users');
  }
}
