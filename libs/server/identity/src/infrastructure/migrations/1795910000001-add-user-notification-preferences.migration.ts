import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';

const PREFERENCE_COLUMNS = ['notify_requests_received', 'notify_answers', 'notify_reminders'];

/** Adds the user's email notification preferences, one switch per kind of mail, on for every existing user. */
export class AddUserNotificationPreferences1795910000001 implements MigrationInterface {
  name = 'AddUserNotificationPreferences1795910000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns(
      'users',
      PREFERENCE_COLUMNS.map((name) => new TableColumn({ name, type: 'boolean', default: true })),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumns('users', PREFERENCE_COLUMNS);
  }
}
