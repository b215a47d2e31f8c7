import type { DataSource } from 'typeorm';
import { type CallbackPool, QUERY_TIMEOUT_MS, queryTimeoutError } from './database-timeouts';
import { Deadlines } from './deadlines';

/** Runs one read-only statement with `?` parameters and gives its rows as the driver converted them. */
export type ReadStatement = <Row>(sql: string, parameters: readonly unknown[]) => Promise<Row[]>;

const queryDeadlines = new Deadlines(QUERY_TIMEOUT_MS);

/**
 * Hot reads (listings, keyed rows) on MySQL/MariaDB go to mysql2's pool directly: TypeORM's query
 * runner, its events and its promises took a statement's client CPU from about 26 µs to 33. The rules
 * stay the same: the pool's limited wait, the query timeout, and a connection whose query timed out is
 * destroyed. The timeout is one of the shared `queryDeadlines`, not mysql2's own: that one takes the
 * query as an options object, which mysql2 spreads into a new one, and sets a Node timer per query.
 * SQLite has no pool; its synchronous statements keep TypeORM's path.
 */
export function readStatement(dataSource: DataSource): ReadStatement {
  const pool = (dataSource.driver as { pool?: CallbackPool }).pool;
  if (!pool) return (sql, parameters) => dataSource.query(sql, [...parameters]);
  return <Row>(sql: string, parameters: readonly unknown[]) =>
    new Promise<Row[]>((resolve, reject) =>
      pool.getConnection((connectionError, connection) => {
        if (connectionError || !connection) return reject(connectionError);
        const deadline = queryDeadlines.set(() => {
          // The connection still waits for the answer: it must not serve another query.
          connection.destroy();
          reject(queryTimeoutError());
        });
        connection.query(sql, [...parameters], (error, rows) => {
          if (!deadline.settle()) return;
          connection.release();
          if (error) reject(error);
          else resolve(rows as Row[]);
        });
      }),
    );
}
