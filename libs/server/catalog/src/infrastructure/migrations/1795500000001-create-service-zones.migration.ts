import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';
import { binaryCollation } from '@changas/server/kernel';

/**
 * Creates `service_zones`: the places a service covers, with folded province/locality keys indexed
 * for the listing's filters (a service matches through any of its zones).
 */
export class CreateServiceZones1795500000001 implements MigrationInterface {
  name = 'CreateServiceZones1795500000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    const collation = binaryCollation(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'service_zones',
        columns: [
          {
            name: 'id',
            type: 'integer',
            isPrimary: true,
            isGenerated: true,
            generationStrategy: 'increment',
          },
          { name: 'service_id', type: 'integer' },
          { name: 'province', type: 'varchar', length: '100' },
          { name: 'locality', type: 'varchar', length: '100' },
          { name: 'neighborhood', type: 'varchar', length: '100', isNullable: true },
          { name: 'province_key', type: 'varchar', length: '100', collation },
          { name: 'locality_key', type: 'varchar', length: '100', collation },
        ],
        indices: [
          { name: 'IDX_service_zones_service_id', columnNames: ['service_id'] },
          {
            name: 'IDX_service_zones_province',
            columnNames: ['province_key', 'locality_key', 'service_id'],
          },
          { name: 'IDX_service_zones_locality', columnNames: ['locality_key', 'service_id'] },
        ],
        foreignKeys: [
          {
            name: 'FK_service_zones_service_id',
            columnNames: ['service_id'],
            referencedTableName: 'services',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('service_zones');
  }
}
