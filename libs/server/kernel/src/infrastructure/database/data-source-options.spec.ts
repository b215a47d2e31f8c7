import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { buildDataSourceOptions, formatOnlyWithValues } from './data-source-options';
import { DropTimedOutConnections } from './database-timeouts';

const MYSQL = {
  type: 'mysql',
  host: 'db',
  port: 3306,
  username: 'app',
  password: 'secret',
  database: 'changas',
} as const;

describe('buildDataSourceOptions', () => {
  it('connects MySQL/MariaDB in utf8mb4 and UTC, never synchronising', () => {
    const options = buildDataSourceOptions(MYSQL);
    expect(options).toMatchObject({
      type: 'mysql',
      host: 'db',
      database: 'changas',
      charset: 'utf8mb4_unicode_ci',
      timezone: 'Z',
      synchronize: false,
      migrationsRun: true,
    });
  });

  it('bounds the connection and every query on MySQL/MariaDB, and drops timed-out connections', () => {
    const options = buildDataSourceOptions(MYSQL);
    expect(options).toMatchObject({
      connectTimeout: 3_000,
      enableQueryTimeout: true,
      maxQueryExecutionTime: 5_000,
      subscribers: [DropTimedOutConnections],
    });
  });

  it('creates the folder of the SQLite file and opens it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'changas-db-'));
    const path = join(dir, 'nested', 'changas.sqlite');
    try {
      const options = buildDataSourceOptions({ type: 'sqlite', path });
      expect(options).toMatchObject({ type: 'better-sqlite3', database: path, synchronize: false });
      const dataSource = await new DataSource(options).initialize();
      await expect(dataSource.query('SELECT 1 AS one')).resolves.toEqual([{ one: 1 }]);
      await expect(dataSource.query('PRAGMA cache_size')).resolves.toEqual([{ cache_size: -65536 }]);
      await expect(dataSource.query('PRAGMA mmap_size')).resolves.toEqual([{ mmap_size: 268435456 }]);
      await expect(dataSource.query('PRAGMA busy_timeout')).resolves.toEqual([{ timeout: 5_000 }]);
      await dataSource.destroy();
      expect(existsSync(path)).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('formats MySQL/MariaDB statements as mysql2 does, and sends one without values as it is', () => {
    const options = buildDataSourceOptions(MYSQL);
    expect(options).toMatchObject({ extra: { queryFormat: formatOnlyWithValues } });
    const connection = { config: { stringifyObjects: true } };
    const formatted = formatOnlyWithValues.call(
      connection,
      'SELECT ? AS a, ? AS b, ? AS c',
      ["o'hara", new Date(Date.UTC(2026, 0, 2, 3)), { id: 1 }],
      'Z',
    );
    // As TypeORM sets mysql2 up: an object is one escaped string, never expanded into `key = value` pairs.
    expect(formatted).toBe("SELECT 'o\\'hara' AS a, '2026-01-02 03:00:00.000' AS b, '[object Object]' AS c");
    const written = "SELECT id FROM services WHERE title = 'qué?' AND id IN (1, 2)";
    expect(formatOnlyWithValues.call(connection, written, [], 'Z')).toBe(written);
  });
});
