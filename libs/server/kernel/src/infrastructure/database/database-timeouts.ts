import {
  type AfterQueryEvent,
  DataSource,
  type DataSourceOptions,
  type EntitySubscriberInterface,
  EventSubscriber,
} from 'typeorm';
import { Deadlines } from './deadlines';

/*
 * A request must fail within 10 s when the database hangs: it waits at most CONNECTION_WAIT_MS for
 * a connection (a new one included) and QUERY_TIMEOUT_MS for each query; the first query that
 * times out fails the request.
 */
export const CONNECTION_WAIT_MS = 3_000;
export const QUERY_TIMEOUT_MS = 5_000;
/** SQLite: how long a write waits for another connection's lock before failing with SQLITE_BUSY. */
export const SQLITE_BUSY_TIMEOUT_MS = 5_000;

/** Code of the error a caller gets when no pooled connection came within CONNECTION_WAIT_MS. */
export const CONNECTION_WAIT_TIMEOUT = 'CONNECTION_WAIT_TIMEOUT';
/** mysql2's code for a query that outlived its timeout. */
const QUERY_TIMEOUT = 'PROTOCOL_SEQUENCE_TIMEOUT';
/**
 * mysql2 fails a query after its timeout but keeps the connection waiting for that answer, so the
 * next query on it (once back in the pool) would hang behind it: such a connection is destroyed
 * instead, and the pool opens a fresh one.
 */
export const isQueryTimeout = (error: unknown) =>
  (error as { code?: unknown } | null | undefined)?.code === QUERY_TIMEOUT;

/** The error of a query that outlived QUERY_TIMEOUT_MS, as mysql2 gives it for its own timeout. */
export const queryTimeoutError = () =>
  Object.assign(new Error('Query inactivity timeout'), { code: QUERY_TIMEOUT, fatal: true });

/** A connection of mysql2's callback pool, as the reads that bypass TypeORM use it. */
export interface PooledConnection {
  query(sql: string, values: unknown[], callback: (error: Error | null, rows: unknown) => void): void;
  release(): void;
  destroy(): void;
}

export interface CallbackPool {
  /** A connection, or the error that kept it from coming. */
  getConnection(callback: (error: Error | null, connection?: PooledConnection) => void): void;
}

/** TypeORM's queries: a connection whose query timed out is destroyed (`isQueryTimeout`). */
@EventSubscriber()
export class DropTimedOutConnections implements EntitySubscriberInterface {
  afterQuery({ success, error, queryRunner }: AfterQueryEvent<unknown>): void {
    if (success || !isQueryTimeout(error)) return;
    (queryRunner as { databaseConnection?: { destroy?(): void } }).databaseConnection?.destroy?.();
  }
}

/**
 * mysql2's pool queues callers for a free connection with no time limit: past `timeoutMs` the caller
 * fails with CONNECTION_WAIT_TIMEOUT, and a connection that arrives after that goes back to the pool.
 * SQLite has no pool; its data source is left as it is.
 */
export function limitConnectionWait(dataSource: DataSource, timeoutMs = CONNECTION_WAIT_MS): DataSource {
  const pool = (dataSource.driver as { pool?: CallbackPool }).pool;
  if (!pool) return dataSource;
  const getConnection = pool.getConnection.bind(pool);
  const waits = new Deadlines(timeoutMs);
  pool.getConnection = (callback) => {
    const wait = waits.set(() => {
      const error = new Error(`No database connection within ${timeoutMs} ms`);
      callback(Object.assign(error, { code: CONNECTION_WAIT_TIMEOUT }));
    });
    getConnection((error, connection) => {
      if (!wait.settle()) return connection?.release();
      callback(error, connection);
    });
  };
  return dataSource;
}

/**
 * For TypeORM's dataSourceFactory: the initialised (migrated) data source, its connection wait limited.
 * Pending migrations run first on a data source of their own without the per-query timeout: rebuilding
 * a big table may take minutes, a request may not.
 */
export async function openDataSource(options: DataSourceOptions): Promise<DataSource> {
  if (options.type === 'mysql' && options.migrationsRun) {
    await (await new DataSource({ ...options, enableQueryTimeout: false }).initialize()).destroy();
    return openDataSource({ ...options, migrationsRun: false });
  }
  return limitConnectionWait(await new DataSource(options).initialize());
}
