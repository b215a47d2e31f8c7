import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createConnection, type RowDataPacket } from 'mysql2/promise';

/** The processes whose CPU a measurement reads: the server under load and, when local, the database server. */
export interface MeasuredProcesses {
  readonly server: number;
  readonly database?: number;
}

/** CPU time per request in µs, from Linux's /proc (absent elsewhere). */
export interface CpuPerRequest {
  readonly server: number;
  readonly database?: number;
  /** autocannon, in the bench's own process. */
  readonly loadGenerator: number;
}

let clockTicksPerSecond: number | undefined;
const ticksPerSecond = () =>
  (clockTicksPerSecond ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' })));

/** User plus system CPU of a process in ms (/proc/<pid>/stat), or undefined without /proc. */
export function processCpuMs(pid: number): number | undefined {
  const file = `/proc/${pid}/stat`;
  if (!existsSync(file)) return undefined;
  // Fields after the command's closing parenthesis; utime and stime are the 14th and 15th of the line.
  const fields = readFileSync(file, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond();
}

/** The summed CPU in ms of several processes (processCpuMs), or undefined when one cannot be read. */
export function processesCpuMs(pids: readonly number[]): number | undefined {
  let sum = 0;
  for (const pid of pids) {
    const ms = processCpuMs(pid);
    if (ms === undefined) return undefined;
    sum += ms;
  }
  return sum;
}

const ownCpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/**
 * Reads the processes' CPU now; the returned function gives each one's µs per request since then. On two
 * cores the server, the database and the load generator share the CPU, so throughput follows their sum.
 */
export function cpuMeter({ server, database }: MeasuredProcesses) {
  const start = {
    server: processCpuMs(server),
    database: database && processCpuMs(database),
    own: ownCpuMs(),
  };
  return (requests: number): CpuPerRequest | undefined => {
    const serverMs = processCpuMs(server);
    if (start.server === undefined || serverMs === undefined || requests === 0) return undefined;
    const perRequest = (ms: number) => Math.round((ms * 1000) / requests);
    const databaseMs = database && processCpuMs(database);
    return {
      server: perRequest(serverMs - start.server),
      ...(databaseMs !== undefined &&
        start.database !== undefined && {
          database: perRequest(databaseMs - start.database),
        }),
      loadGenerator: perRequest(ownCpuMs() - start.own),
    };
  };
}

/** The MariaDB/MySQL server's process when it runs on this machine (its pid file is readable), else undefined. */
export async function localDatabasePid(server: URL): Promise<number | undefined> {
  const connection = await createConnection(server.toString());
  try {
    const [[{ file }]] = await connection.query<RowDataPacket[]>('SELECT @@pid_file AS file');
    return typeof file === 'string' && existsSync(file)
      ? Number(readFileSync(file, 'utf8').trim())
      : undefined;
  } finally {
    await connection.end();
  }
}

/** How `waitUntilIdle` tells a process at rest: under `share` of a core over each `intervalMs`. */
export interface IdleRule {
  readonly share: number;
  readonly intervalMs: number;
  /** Gives up after this long: the load then runs on a busy process, as before the wait. */
  readonly maxMs: number;
}

/**
 * Waits until a process's CPU (`cpuMs`, cumulative) stays under `rule.share` of a core for an interval, and
 * gives the ms waited; undefined when it never did within `rule.maxMs`, or its CPU cannot be read. A database
 * just loaded with 100,000 services flushes and purges for minutes, and would slow the first loads.
 */
export async function waitUntilIdle(
  cpuMs: () => number | undefined,
  rule: IdleRule,
  sleep = (ms: number) => new Promise<void>((wake) => setTimeout(wake, ms)),
): Promise<number | undefined> {
  let before = cpuMs();
  for (let waited = 0; before !== undefined && waited < rule.maxMs;) {
    await sleep(rule.intervalMs);
    waited += rule.intervalMs;
    const now = cpuMs();
    if (now === undefined) return undefined;
    if (now - before < rule.share * rule.intervalMs) return waited;
    before = now;
  }
  return undefined;
}
