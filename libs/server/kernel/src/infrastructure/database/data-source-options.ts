import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { DataSourceOptions } from 'typeorm';
import type { DatabaseConfig } from '../../config/app-config';
import {
  CONNECTION_WAIT_MS,
  DropTimedOutConnections,
  QUERY_TIMEOUT_MS,
  SQLITE_BUSY_TIMEOUT_MS,
} from './database-timeouts';
import { StatementWriter, type StatementValues } from './statement-writer';

/**
 * SQLite's defaults (a 2 MB page cache, reads through syscalls) make a scan of 100,000 services
 * several times slower than it needs to be: keep 64 MB of pages and map up to 256 MB of the file.
 */
export const SQLITE_PRAGMAS = ['cache_size = -65536', 'mmap_size = 268435456'] as const;

const statements = new StatementWriter();

/**
 * mysql2's own formatting with the connection's settings (TypeORM's `stringifyObjects`, the time zone), but a
 * statement without values goes as it is, and one with values is written from its pieces (StatementWriter):
 * the formatter scans all of every statement for a `?` first, and the hot keyed reads write their ids into
 * the SQL. mysql2 calls it with the connection as `this`.
 */
export function formatOnlyWithValues(
  this: { readonly config: { readonly stringifyObjects?: boolean } },
  sql: string,
  values: StatementValues,
  timezone: string,
): string {
  return Array.isArray(values) && values.length === 0
    ? sql
    : statements.write(sql, values, this.config.stringifyObjects, timezone);
}

/**
 * TypeORM options for the configured database. The schema only ever changes through migrations,
 * which run at start-up on both databases; the caller adds the migrations and entities.
 */
export function buildDataSourceOptions(database: DatabaseConfig): DataSourceOptions {
  const common = { synchronize: false, migrationsRun: true } as const;
  if (database.type === 'mysql') {
    const { host, port, username, password, database: name } = database;
    // utf8mb4 so that any text (accents, ñ, emoji) round-trips; timestamps are stored in UTC.
    return {
      ...common,
      type: 'mysql',
      host,
      port,
      username,
      password,
      database: name,
      charset: 'utf8mb4_unicode_ci',
      timezone: 'Z',
      // A hung server fails the request instead of holding it (see database-timeouts.ts).
      connectTimeout: CONNECTION_WAIT_MS,
      enableQueryTimeout: true,
      maxQueryExecutionTime: QUERY_TIMEOUT_MS,
      subscribers: [DropTimedOutConnections],
      extra: { queryFormat: formatOnlyWithValues },
    };
  }
  mkdirSync(dirname(database.path), { recursive: true });
  return {
    ...common,
    type: 'better-sqlite3',
    database: database.path,
    enableWAL: true,
    timeout: SQLITE_BUSY_TIMEOUT_MS,
    prepareDatabase: (db: { pragma(source: string): unknown }) =>
      SQLITE_PRAGMAS.forEach((pragma) => db.pragma(pragma)),
  };
}
