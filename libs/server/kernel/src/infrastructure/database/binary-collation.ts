import type { QueryRunner } from 'typeorm';

/**
 * For migrations: the collation that compares text byte for byte, because MySQL's default
 * utf8mb4_unicode_ci equates 'nino' with 'niño' and 'demo' with 'dêmo' (SQLite's default, BINARY,
 * already compares bytes).
 */
export function binaryCollation(queryRunner: QueryRunner): string {
  const { type } = queryRunner.connection.driver.options;
  return type === 'mysql' || type === 'mariadb' ? 'utf8mb4_bin' : 'BINARY';
}
