import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';

/**
 * Adds `services.skips_national_holidays`: a service whose flag is on has no slots on national
 * holidays. Services that exist already keep offering them (false), so no provider's calendar
 * changes under their feet; the wizards turn it on for new ones.
 */
export class AddServiceSkipsNationalHolidays1795920000000 implements MigrationInterface {
  name = 'AddServiceSkipsNationalHolidays1795920000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn(
      'services',
      new TableColumn({ name: 'skips_national_holidays', type: 'boolean', default: false }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('services', 'skips_national_holidays');
  }
}
