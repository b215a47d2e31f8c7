import type { MigrationInterface, QueryRunner } from 'typeorm';
import { indexServiceTerms, UNLISTED_SERVICES } from './service-terms-indexing';

/**
 * Keeps search terms for listed services only (active, not deleted): a word's terms are then its listed
 * services, and a search by that word alone counts them without reading the services (a word in 5 % of
 * 100,000 services: 1.9 ms → 0.6). From now on the repository removes a service's terms when it is paused
 * or deleted and writes them again when it is reactivated.
 */
export class KeepSearchTermsOfListedServices1796200000000 implements MigrationInterface {
  name = 'KeepSearchTermsOfListedServices1796200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `DELETE FROM service_search_terms WHERE service_id IN (SELECT s.id FROM services s WHERE ${UNLISTED_SERVICES})`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await indexServiceTerms(queryRunner, UNLISTED_SERVICES);
  }
}
