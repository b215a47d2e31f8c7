import { mkdirSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { createConnection, type RowDataPacket } from 'mysql2/promise';
import type { DatabaseConfig } from '@changas/server/kernel';
import type { BenchConfig, DatabaseKind } from './config';

/** One scratch database a size: the sizes are loaded side by side. */
const mysqlDatabase = (size: number) => `changas_bench_${size}`;
/**
 * The figures were taken with a 512 MB buffer pool. With MariaDB's default 128 MB, 100,000 services
 * (about 440 MB with their words, zones and appointments) are read from disk and every search waits on I/O;
 * the sizes of a run are up at once (about 490 MB for 1,000, 10,000 and 100,000), so the pool holds twice that.
 */
const BUFFER_POOL_BYTES = 1024 * 1024 * 1024;

/** A fresh, empty database for one size: how the API reaches it and how the bench does. */
export interface Target {
  readonly kind: DatabaseKind;
  /** Services it is seeded with. */
  readonly size: number;
  readonly label: string;
  /** The API's environment for this database. */
  readonly env: Readonly<Record<string, string>>;
  readonly config: DatabaseConfig;
  /** Removes what the run created outside tmp/. */
  dispose(): Promise<void>;
}

async function onServer(server: URL, statement: string): Promise<void> {
  const connection = await createConnection(server.toString());
  try {
    await connection.query(statement);
  } finally {
    await connection.end();
  }
}

function sqliteTarget(size: number): Target {
  const dir = resolve('tmp/bench');
  mkdirSync(dir, { recursive: true });
  const path = resolve(dir, `changas-bench-${size}.sqlite`);
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${path}${suffix}`, { force: true });
  // The file stays in tmp/ for inspection.
  return {
    kind: 'sqlite',
    size,
    label: 'SQLite',
    env: { DATABASE_PATH: path },
    config: { type: 'sqlite', path },
    dispose: async () => undefined,
  };
}

/** Raises the server's buffer pool to BUFFER_POOL_BYTES when smaller (a dynamic setting; it lasts until a restart). */
async function ensureBufferPool(server: URL): Promise<void> {
  const connection = await createConnection(server.toString());
  try {
    const [[{ bytes }]] = await connection.query<RowDataPacket[]>(
      'SELECT @@innodb_buffer_pool_size AS bytes',
    );
    if (Number(bytes) >= BUFFER_POOL_BYTES) return;
    await connection.query(`SET GLOBAL innodb_buffer_pool_size = ${BUFFER_POOL_BYTES}`);
    const mb = (value: number) => `${Math.round(value / 1024 / 1024)} MB`;
    console.log(`innodb_buffer_pool_size: ${mb(Number(bytes))} → ${mb(BUFFER_POOL_BYTES)}`);
  } finally {
    await connection.end();
  }
}

async function mysqlTarget(server: URL, size: number, keep: boolean): Promise<Target> {
  await ensureBufferPool(server);
  const database = mysqlDatabase(size);
  await onServer(server, `DROP DATABASE IF EXISTS ${database}`);
  await onServer(server, `CREATE DATABASE ${database} CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  const url = new URL(`/${database}`, server);
  const { hostname: host, port, username, password } = url;
  return {
    kind: 'mysql',
    size,
    label: 'MariaDB',
    env: { DATABASE_URL: url.toString() },
    config: { type: 'mysql', host, port: Number(port || 3306), username, password, database },
    dispose: async () => {
      if (!keep) await onServer(server, `DROP DATABASE ${database}`);
    },
  };
}

export const freshTarget = (kind: DatabaseKind, size: number, config: BenchConfig): Promise<Target> =>
  kind === 'sqlite'
    ? Promise.resolve(sqliteTarget(size))
    : mysqlTarget(config.mysqlServer, size, config.keepDatabase);
