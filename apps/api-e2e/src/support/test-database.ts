import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConnection } from 'mysql2/promise';

export type TestDbKind = 'sqlite' | 'mysql';

/** A database of its own for one test file (or one scenario); nothing is shared between runs. */
export interface TestDatabase {
  readonly kind: TestDbKind;
  /** The variables that point the app's configuration at this database. */
  readonly env: Readonly<Record<string, string>>;
  drop(): Promise<void>;
}

/** The MariaDB/MySQL server that holds the tests' databases. */
export const testDatabaseServer = (): string =>
  process.env.TEST_DATABASE_URL ?? 'mysql://root@127.0.0.1:3306/test';

/** The database under test, chosen by TEST_DB (the e2e target runs the suite once per kind). */
export function selectedDbKind(): TestDbKind {
  const kind = process.env.TEST_DB ?? 'sqlite';
  if (kind === 'sqlite' || kind === 'mysql') return kind;
  throw new Error(`TEST_DB must be sqlite or mysql, not "${kind}"`);
}

export function createTestDatabase(kind: TestDbKind = selectedDbKind()): Promise<TestDatabase> {
  return kind === 'mysql' ? createMysqlDatabase() : Promise.resolve(createSqliteDatabase());
}

/** A SQLite file in a fresh temporary folder. */
function createSqliteDatabase(): TestDatabase {
  const dir = mkdtempSync(join(tmpdir(), 'changas-e2e-'));
  return {
    kind: 'sqlite',
    env: { DATABASE_PATH: join(dir, 'changas.sqlite') },
    drop: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** A fresh utf8mb4 database `changas_e2e_<random>` on the TEST_DATABASE_URL server. */
async function createMysqlDatabase(): Promise<TestDatabase> {
  const server = testDatabaseServer();
  const name = `changas_e2e_${randomBytes(6).toString('hex')}`;
  await onServer(server, `CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    kind: 'mysql',
    env: { DATABASE_URL: url.toString() },
    drop: () => onServer(server, `DROP DATABASE IF EXISTS \`${name}\``),
  };
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const connection = await createConnection(serverUrl);
  try {
    await connection.query(statement);
  } finally {
    await connection.end();
  }
}
