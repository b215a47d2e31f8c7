// Benchmark of the service listing with 100,000 services: seeds a fresh database, starts the built
// API and measures GET /api/services with and without filters. `npm run bench`; BENCH_DB=mysql
// measures MariaDB/MySQL instead (a scratch database on TEST_DATABASE_URL's server, dropped at the end
// unless BENCH_KEEP=1).
import { mkdirSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import autocannon from 'autocannon';
import { createConnection } from 'mysql2/promise';
import type { DatabaseConfig } from '@changas/server/kernel';
import { startApi } from './api-process';
import { scenarios } from './scenarios';
import { seedDatabase } from './seed-database';

const SERVICES = Number(process.env.BENCH_SERVICES ?? 100_000);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 3990);
const MYSQL_DATABASE = 'changas_bench';

interface Target {
  readonly label: string;
  readonly env: Record<string, string>;
  readonly config: DatabaseConfig;
  /** Removes what the run created outside tmp/. */
  dispose(): Promise<void>;
}

async function onServer(url: URL, statement: string): Promise<void> {
  const connection = await createConnection(url.toString());
  try {
    await connection.query(statement);
  } finally {
    await connection.end();
  }
}

async function freshDatabase(): Promise<Target> {
  if (process.env.BENCH_DB !== 'mysql') {
    const dir = resolve('tmp/bench');
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    const path = resolve(dir, 'changas-bench.sqlite');
    // The file stays in tmp/ for inspection.
    return {
      label: 'SQLite',
      env: { DATABASE_PATH: path },
      config: { type: 'sqlite', path },
      dispose: async () => undefined,
    };
  }
  const server = new URL(process.env.TEST_DATABASE_URL ?? 'mysql://root@127.0.0.1:3306/test');
  await onServer(server, `DROP DATABASE IF EXISTS ${MYSQL_DATABASE}`);
  await onServer(
    server,
    `CREATE DATABASE ${MYSQL_DATABASE} CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`,
  );
  const url = new URL(`/${MYSQL_DATABASE}`, server);
  const { hostname: host, port, username, password } = url;
  return {
    label: 'MariaDB/MySQL',
    env: { DATABASE_URL: url.toString() },
    config: { type: 'mysql', host, port: Number(port || 3306), username, password, database: MYSQL_DATABASE },
    // BENCH_KEEP=1 leaves the database for EXPLAIN sessions.
    dispose: async () => {
      if (!process.env.BENCH_KEEP) await onServer(server, `DROP DATABASE ${MYSQL_DATABASE}`);
    },
  };
}

/** A listing's answer, or a detail's (no total). */
type ListAnswer = { data: { total?: number; services?: { id: number }[] } };

/** Each scenario: the size of its answer, a cold first request, then autocannon's steady state. */
async function measure(baseUrl: string) {
  const newest = (await (await fetch(`${baseUrl}/api/services?limit=1`)).json()) as ListAnswer;
  const rows = [];
  for (const { name, path } of scenarios(newest.data.services?.[0]?.id ?? 1)) {
    const url = `${baseUrl}${path}`;
    const started = Date.now();
    const probe = (await (await fetch(url)).json()) as ListAnswer;
    const first = Date.now() - started;
    const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
    rows.push({
      escenario: name,
      resultados: probe.data.total ?? 1,
      'req/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      '1ra ms': first,
      errores: result.errors + result.non2xx,
    });
  }
  return rows;
}

async function main(): Promise<void> {
  const target = await freshDatabase();
  try {
    console.log(`Base: ${target.label}. Migrando…`);
    await (await startApi(PORT, target.env)).stop();

    const started = Date.now();
    await seedDatabase(target.config, SERVICES);
    console.log(`${SERVICES} servicios cargados en ${((Date.now() - started) / 1000).toFixed(1)} s.`);

    const api = await startApi(PORT, target.env);
    try {
      const rows = await measure(api.baseUrl);
      console.log(
        `\n${target.label}, ${SERVICES} servicios, ${CONNECTIONS} conexiones, ${DURATION_S} s por escenario:`,
      );
      console.table(rows);
    } finally {
      await api.stop();
    }
  } finally {
    await target.dispose();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
