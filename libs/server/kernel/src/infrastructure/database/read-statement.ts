import type { DataSource } from 'typeorm';
import { QUERY_TIMED_OUT, QUERY_TIMEOUT_MS } from './database-timeouts';

/** Runs one read-only statement with `?` parameters and gives its rows as the driver converted them. */
export type ReadStatement = <Row>(sql: string, parameters: readonly unknown[]) => Promise<Row[]>;

interface PooledConnection {
  query(
    options: { sql: string; timeout: number },
    values: unknown[],
    callback: (error: (Error & { code?: string }) | null, rows: unknown) => void,
  ): void;
  release(): void;
  destroy(): void;
}

interface ConnectionPool {
  getConnection(callback: (error: Error | null, connection: PooledConnection) => void): void;
}

/**
 * Hot reads (listings, keyed rows) on MySQL/MariaDB go to mysql2's pool directly: TypeORM's query
 * runner, its events and its promises took a statement's client CPU from about 26 µs to 33. The rules stay the same: the pool's limited wait, the query timeout, and a connection whose
 * query timed out is destroyed rather than handed back with the answer still due. SQLite's statements
 * are synchronous and cheap; they keep TypeORM's path.
 */
export function readStatement(dataSource: DataSource): ReadStatement {
  const pool = (dataSource.driver as { pool?: ConnectionPool }).pool;
  if (!pool || !['mysql', 'mariadb'].includes(dataSource.options.type))
    return (sql, parameters) => dataSource.query(sql, [...parameters]);
  return <Row>(sql: string, parameters: readonly unknown[]) =>
    new Promise<Row[]>((resolve, reject) =>
      pool.getConnection((connectionError, connection) => {
        if (connectionError) return reject(connectionError);
        connection.query({ sql, timeout: QUERY_TIMEOUT_MS }, [...parameters], (error, rows) => {
          if (error?.code === QUERY_TIMED_OUT) connection.destroy();
          else connection.release();
          if (error) reject(error);
          else resolve(rows as Row[]);
        });
      }),
    );
}
