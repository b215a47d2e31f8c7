import { type MigrationInterface, type QueryRunner, TableColumn, TableIndex } from 'typeorm';

/**
 * Copies each service's category onto its zones, indexed with the place: a search by category and place
 * then reads the zones it finds (68 of 100,000 services for electricidad in Ushuaia) instead of crossing
 * the category's services with the place's zones, two sets that grow with the catalogue.
 */
export class AddServiceZoneCategories1796100000000 implements MigrationInterface {
  name = 'AddServiceZoneCategories1796100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn(
      'service_zones',
      new TableColumn({ name: 'category_id', type: 'integer', default: 0 }),
    );
    await queryRunner.query(
      'UPDATE service_zones SET category_id = (SELECT s.category_id FROM services s WHERE s.id = service_zones.service_id)',
    );
    await queryRunner.createIndex(
      'service_zones',
      new TableIndex({
        name: 'IDX_service_zones_category_place',
        columnNames: ['category_id', 'province_key', 'locality_key', 'service_id'],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('service_zones', 'IDX_service_zones_category_place');
    await queryRunner.dropColumn('service_zones', 'category_id');
  }
}
