import { type MigrationInterface, type QueryRunner, TableIndex } from 'typeorm';

const BY_SERVICE = new TableIndex({ name: 'IDX_service_zones_service_id', columnNames: ['service_id'] });
const BY_SERVICE_AND_PLACE = new TableIndex({
  name: 'IDX_service_zones_service_place',
  columnNames: ['service_id', 'province_key', 'locality_key', 'category_id'],
});

/**
 * Indexes a service's zones with their place and category, replacing the index of the service alone: a
 * search that checks a place per service (a common word in a big province) reads the index and not the
 * zone rows. The new index comes first, so the foreign key on service_id always has one.
 */
export class IndexServiceZonesByServicePlace1796700000000 implements MigrationInterface {
  name = 'IndexServiceZonesByServicePlace1796700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createIndex('service_zones', BY_SERVICE_AND_PLACE);
    await queryRunner.dropIndex('service_zones', BY_SERVICE);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createIndex('service_zones', BY_SERVICE);
    await queryRunner.dropIndex('service_zones', BY_SERVICE_AND_PLACE);
  }
}
