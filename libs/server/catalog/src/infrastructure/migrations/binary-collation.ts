import type { QueryRunner } from 'typeorm';

/**
 * Collation of the folded place keys: byte for byte, because MySQL's default utf8mb4_unicode_ci
 * would equate 'nino' with 'niño' (and SQLite names its binary collation differently).
 */
export function binaryCollation(queryRunner: QueryRunner): string {
  const { type } = queryRunner.connection.driver.options;
  return type === 'mysql' || type === 'mariadb' ? 'utf8mb4_bin' : 'BINARY';
}
