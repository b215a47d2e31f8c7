import { type MigrationInterface, type QueryRunner, TableColumn, TableIndex } from 'typeorm';
import { copyFromServices, createdAtCopyColumn } from './service-copies';
import { LISTED_SERVICES } from './service-terms-indexing';

const index = (name: string, columnNames: string[]) => new TableIndex({ name, columnNames });
/** Each index this migration replaces, and what replaces it: the place, then whether the service is listed. */
const REPLACED = [
  [
    index('IDX_service_zones_category_place', ['category_id', 'province_key', 'locality_key', 'service_id']),
    index('IDX_service_zones_listed_place', [
      'category_id',
      'province_key',
      'locality_key',
      'listed',
      'created_at',
      'service_id',
    ]),
  ],
  [
    index('IDX_service_zones_province', ['province_key', 'locality_key', 'service_id']),
    index('IDX_service_zones_listed_province', ['province_key', 'locality_key', 'listed', 'service_id']),
  ],
  [
    index('IDX_service_zones_locality', ['locality_key', 'service_id']),
    index('IDX_service_zones_listed_locality', ['locality_key', 'listed', 'service_id']),
  ],
] as const;

/**
 * Copies onto each zone whether its service is listed and the service's created_at, indexed after the
 * category and the place: a listing by place alone then pages and counts its services from the zones, without
 * reading a service row (electricidad in Ushuaia, 68 of 100,000 services: page 0.62 ms → 0.36, count
 * 0.62 → 0.40 on MariaDB; Buenos Aires province alone, count 5.2 ms → 0.9). The repository rewrites a
 * service's zones on every update, so the copies follow a pause, a reactivation or a deletion.
 */
export class AddServiceZoneListing1796500000000 implements MigrationInterface {
  name = 'AddServiceZoneListing1796500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // The defaults only stand in until the copy below: every write gives the service's own values.
    await queryRunner.addColumns('service_zones', [
      new TableColumn({ name: 'listed', type: 'boolean', default: false }),
      createdAtCopyColumn(),
    ]);
    await copyFromServices(queryRunner, 'service_zones', {
      listed: `CASE WHEN ${LISTED_SERVICES} THEN 1 ELSE 0 END`,
      created_at: 's.created_at',
    });
    for (const [old, replacement] of REPLACED) {
      await queryRunner.dropIndex('service_zones', old);
      await queryRunner.createIndex('service_zones', replacement);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const [old, replacement] of REPLACED) {
      await queryRunner.dropIndex('service_zones', replacement);
      await queryRunner.createIndex('service_zones', old);
    }
    await queryRunner.dropColumns('service_zones', ['listed', 'created_at']);
  }
}
