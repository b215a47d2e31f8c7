import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';

/**
 * Adds `users.session_version`: access tokens name the version they were issued under, and a password
 * change moves it on, so every session issued before the change ends.
 */
export class AddUserSessionVersions1795710000001 implements MigrationInterface {
  name = 'AddUserSessionVersions1795710000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn(
      'users',
      new TableColumn({ name: 'session_version', type: 'integer', default: 0 }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('users', 'session_version');
  }
}
