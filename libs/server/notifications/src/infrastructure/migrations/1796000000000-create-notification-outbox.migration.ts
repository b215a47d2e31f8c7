import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';

/**
 * Creates `notification_outbox`: the mails of request transitions, written in the transition's own
 * transaction and sent by workers. (appointment_id, kind, recipient_role) is UNIQUE, so a mail is
 * recorded once; (status, due_at) serves the workers' search for due mails.
 */
export class CreateNotificationOutbox1796000000000 implements MigrationInterface {
  name = 'CreateNotificationOutbox1796000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'notification_outbox',
        columns: [
          {
            name: 'id',
            type: 'integer',
            isPrimary: true,
            isGenerated: true,
            generationStrategy: 'increment',
          },
          { name: 'kind', type: 'varchar', length: '32' },
          { name: 'recipient_role', type: 'varchar', length: '8' },
          { name: 'appointment_id', type: 'integer' },
          { name: 'payload', type: 'text' },
          { name: 'withdraws_invite', type: 'boolean' },
          { name: 'status', type: 'varchar', length: '8' },
          { name: 'due_at', type: 'datetime', precision: 3 },
          { name: 'attempts', type: 'integer', default: 0 },
          { name: 'claim', type: 'varchar', length: '36', isNullable: true },
          { name: 'claimed_until', type: 'datetime', precision: 3, isNullable: true },
          { name: 'last_error', type: 'varchar', length: '500', isNullable: true },
          { name: 'sent_at', type: 'datetime', precision: 3, isNullable: true },
          { name: 'created_at', type: 'datetime', precision: 3 },
        ],
        indices: [
          {
            name: 'UQ_notification_outbox_once',
            columnNames: ['appointment_id', 'kind', 'recipient_role'],
            isUnique: true,
          },
          { name: 'IDX_notification_outbox_due', columnNames: ['status', 'due_at'] },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('notification_outbox');
  }
}
