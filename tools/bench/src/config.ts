import type { InstructionCount } from './instructions';

/** What one run measures, from the environment (README, bench section). */
export type DatabaseKind = 'mysql' | 'sqlite';

export interface BenchConfig {
  readonly sizes: readonly number[];
  readonly connections: readonly number[];
  /** Ids of the scenarios to run (scenarios.ts), all of them when undefined. */
  readonly scenarios?: readonly string[];
  /** Seconds of load per scenario, connection count and server, cut into `rounds` that take turns. */
  readonly durationS: number;
  readonly rounds: number;
  /**
   * Seconds of unmeasured load per scenario and server before its first measurement, so V8 has compiled the
   * hot code on both sides of a ratio (the API, with more code, pays more for it).
   */
  readonly warmupS: number;
  readonly databases: readonly DatabaseKind[];
  readonly apiPort: number;
  readonly floorPort: number;
  /** Lighthouse runs per page (median); 0 skips it. */
  readonly lighthouseRuns: number;
  /** MariaDB/MySQL server the scratch database is created on. */
  readonly mysqlServer: URL;
  /** Leaves the scratch MariaDB database after the run, for EXPLAIN sessions. */
  readonly keepDatabase: boolean;
  /** Requests per scenario and server of BENCH_MODE=instructions. */
  readonly instructions: InstructionCount;
  readonly smoke: boolean;
}

const numbers = (text: string | undefined, fallback: readonly number[]): readonly number[] =>
  text ? text.split(',').map((part) => Number(part.trim().replace(/_/g, ''))) : fallback;

function databases(text: string | undefined): readonly DatabaseKind[] {
  if (text === 'both') return ['mysql', 'sqlite'];
  if (text === 'sqlite' || text === 'mysql') return [text];
  if (text) throw new Error(`BENCH_DB=${text}: se espera mysql, sqlite o both`);
  return ['mysql'];
}

/**
 * The full run by default; `smoke` is the check inside `npm test`: a few hundred services on SQLite,
 * a second per scenario at one connection, no Lighthouse, no network.
 */
export function readConfig(env: NodeJS.ProcessEnv, smoke: boolean): BenchConfig {
  const config: BenchConfig = {
    sizes: numbers(env.BENCH_SIZES, smoke ? [300] : [1_000, 10_000, 100_000]),
    connections: numbers(env.BENCH_CONNECTIONS, smoke ? [1] : [1, 10, 50]),
    ...(env.BENCH_SCENARIOS && { scenarios: env.BENCH_SCENARIOS.split(',').map((id) => id.trim()) }),
    durationS: Number(env.BENCH_DURATION ?? (smoke ? 1 : 10)),
    rounds: Number(env.BENCH_ROUNDS ?? (smoke ? 1 : 2)),
    warmupS: Number(env.BENCH_WARMUP ?? (smoke ? 0 : 3)),
    databases: smoke ? ['sqlite'] : databases(env.BENCH_DB),
    apiPort: Number(env.BENCH_PORT ?? 3990),
    floorPort: Number(env.BENCH_FLOOR_PORT ?? 3991),
    lighthouseRuns: smoke || env.BENCH_LIGHTHOUSE === '0' ? 0 : Number(env.BENCH_LIGHTHOUSE_RUNS ?? 3),
    mysqlServer: new URL(env.TEST_DATABASE_URL ?? 'mysql://root@127.0.0.1:3306/test'),
    keepDatabase: env.BENCH_KEEP === '1',
    instructions: {
      warmup: Number(env.BENCH_INSTRUCTIONS_WARMUP ?? 8000),
      requests: Number(env.BENCH_INSTRUCTIONS_REQUESTS ?? 2000),
    },
    smoke,
  };
  const { warmup, requests } = config.instructions;
  const invalid = [
    ...config.sizes,
    ...config.connections,
    config.durationS,
    config.rounds,
    warmup,
    requests,
  ].some((value) => !Number.isInteger(value) || value <= 0);
  if (invalid || !Number.isInteger(config.warmupS) || config.warmupS < 0)
    throw new Error(
      'BENCH_SIZES, BENCH_CONNECTIONS, BENCH_DURATION, BENCH_ROUNDS y BENCH_INSTRUCTIONS_* llevan enteros positivos; BENCH_WARMUP, un entero ≥ 0',
    );
  return config;
}
