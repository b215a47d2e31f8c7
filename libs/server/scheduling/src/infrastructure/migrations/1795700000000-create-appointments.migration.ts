import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';

/**
 * Creates `appointments`. service_id, client_id and provider_id point at the catalog's services and
 * identity's users without foreign keys: contexts do not reach into each other's tables. slot_key is
 * UNIQUE, so two appointments never hold one slot, whatever the timing of their inserts; rows that
 * free their slot set it to NULL, which the index lets repeat. The other indexes serve each list
 * (newest first), the dashboard's counts, a day's held slots and the sweep of overdue requests.
 */
export class CreateAppointments1795700000000 implements MigrationInterface {
  name = 'CreateAppointments1795700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'appointments',
        columns: [
          {
            name: 'id',
            type: 'integer',
            isPrimary: true,
            isGenerated: true,
            generationStrategy: 'increment',
          },
          { name: 'service_id', type: 'integer' },
          { name: 'client_id', type: 'integer' },
          { name: 'provider_id', type: 'integer' },
          { name: 'date', type: 'varchar', length: '10' },
          { name: 'time_slot', type: 'varchar', length: '5' },
          { name: 'starts_at', type: 'datetime', precision: 3 },
          { name: 'ends_at', type: 'datetime', precision: 3 },
          { name: 'status', type: 'varchar', length: '10' },
          // Characters, as the contracts count them (code points): what passes validation fits.
          { name: 'notes', type: 'varchar', length: '500', default: "''" },
          { name: 'rejection_reason', type: 'varchar', length: '500', isNullable: true },
          { name: 'slot_key', type: 'varchar', length: '40', isNullable: true },
          { name: 'created_at', type: 'datetime', precision: 3 },
          { name: 'updated_at', type: 'datetime', precision: 3 },
          { name: 'version', type: 'integer', default: 0 },
        ],
        indices: [
          { name: 'UQ_appointments_slot_key', columnNames: ['slot_key'], isUnique: true },
          { name: 'IDX_appointments_client', columnNames: ['client_id', 'created_at'] },
          { name: 'IDX_appointments_client_status', columnNames: ['client_id', 'status'] },
          { name: 'IDX_appointments_provider', columnNames: ['provider_id', 'created_at'] },
          { name: 'IDX_appointments_provider_status', columnNames: ['provider_id', 'status'] },
          { name: 'IDX_appointments_service', columnNames: ['service_id', 'created_at'] },
          { name: 'IDX_appointments_service_date', columnNames: ['service_id', 'date'] },
          { name: 'IDX_appointments_overdue', columnNames: ['status', 'starts_at'] },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('appointments');
  }
}
