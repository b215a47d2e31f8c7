import { QueryFailedError } from 'typeorm';
import { CONNECTION_WAIT_TIMEOUT } from './database-timeouts';

/** Error codes that mean the database cannot be reached or does not answer in time, not that the request is wrong. */
const UNAVAILABLE_CODES = new Set([
  // MySQL/MariaDB (mysql2): unreachable, refused, lost or timed-out connections, a full or stopping server.
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  'PROTOCOL_CONNECTION_LOST',
  'PROTOCOL_SEQUENCE_TIMEOUT',
  'PROTOCOL_ENQUEUE_AFTER_FATAL_ERROR',
  'ER_CON_COUNT_ERROR',
  'ER_SERVER_SHUTDOWN',
  CONNECTION_WAIT_TIMEOUT,
  // SQLite: another connection held its lock for longer than the busy timeout.
  'SQLITE_BUSY',
]);

/** For the error filter: a failure of the database itself, answered 503 so clients and balancers retry later. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const cause: unknown = error instanceof QueryFailedError ? error.driverError : error;
  const code = (cause as { code?: unknown } | null | undefined)?.code;
  return typeof code === 'string' && UNAVAILABLE_CODES.has(code);
}
