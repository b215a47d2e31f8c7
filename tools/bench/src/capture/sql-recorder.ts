// Preloaded into the API (`node -r`) only when the bench captures its SQL: appends every statement the
// API sends, with when it was sent and answered, to BENCH_SQL_LOG. Never loaded while measuring.
import { tracingChannel } from 'node:diagnostics_channel';
import { appendFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import Database from 'better-sqlite3';
import type { RecordedStatement } from './recorded-statement';

const log = process.env.BENCH_SQL_LOG as string;
const record = (statement: RecordedStatement) => appendFileSync(log, `${JSON.stringify(statement)}\n`);

// MariaDB: mysql2 publishes each query (its final text) on a diagnostics tracing channel.
const sentAt = new WeakMap<object, number>();
tracingChannel<string, { query: string }>('mysql2:query').subscribe({
  start: (context) => sentAt.set(context, performance.now()),
  asyncStart: (context) =>
    record({ sql: context.query, params: [], start: sentAt.get(context) ?? 0, end: performance.now() }),
  end: () => undefined,
  asyncEnd: () => undefined,
  error: () => undefined,
});

// SQLite: better-sqlite3 has no such channel, so its statements' run methods are wrapped once.
type Run = (this: Database.Statement, ...params: unknown[]) => unknown;
const wrapped = new WeakSet<object>();
const prepare = Database.prototype.prepare;
Database.prototype.prepare = function (this: Database.Database, source: string) {
  const statement = prepare.call(this, source);
  const prototype = Object.getPrototypeOf(statement) as Record<'all' | 'get' | 'run' | 'iterate', Run>;
  if (!wrapped.has(prototype)) {
    wrapped.add(prototype);
    for (const method of ['all', 'get', 'run', 'iterate'] as const) {
      const original = prototype[method];
      prototype[method] = function (this: Database.Statement, ...params: unknown[]) {
        const start = performance.now();
        const result = original.apply(this, params);
        record({ sql: this.source, params, start, end: performance.now() });
        return result;
      };
    }
  }
  return statement;
} as typeof prepare;
