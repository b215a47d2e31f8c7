import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

const API_MAIN = resolve('dist/apps/api/main.js');
/** Loads the bench's TypeScript in a child process (the recorder, the floor server). */
const TYPESCRIPT = ['-r', '@swc-node/register'];
const TYPESCRIPT_ENV = { SWC_NODE_PROJECT: resolve('tools/bench/tsconfig.json') };
export const BENCH_JWT_SECRET = 'bench-secret-not-for-production-0123456789';
/**
 * Where the bench's APIs write their mails (no SMTP server here): the booking load alone sends about 26,000,
 * which would otherwise fill the project's data/outbox, where the demo's own mails are read.
 */
export const BENCH_OUTBOX = resolve('tmp/bench/outbox');
/**
 * V8's young generation, the same on every server. Left to V8, it grows by V8's own heuristics as a process
 * runs: the same floor, on the same detail at 50 connections in alternating turns, spent 221 µs of CPU per
 * request in a process left to V8 and 174 in one with this setting. A ratio moved by where each side's heap
 * happened to be, not by its code.
 */
const YOUNG_GENERATION = ['--max-semi-space-size=64'];

export interface RunningServer {
  readonly baseUrl: string;
  readonly pid: number;
  stop(): Promise<void>;
}

/**
 * How a server's node is started: `recordSqlTo` preloads the SQL recorder, which writes every statement to that
 * file; `launcher` is a command that runs node, such as callgrind (instructions.ts).
 */
export interface StartOptions {
  readonly recordSqlTo?: string;
  readonly launcher?: readonly string[];
}

/**
 * The production build on `databaseEnv`'s database, in its own process so the load generator does not
 * share its event loop.
 */
export function startApi(
  port: number,
  databaseEnv: Readonly<Record<string, string>>,
  { recordSqlTo, launcher = [] }: StartOptions = {},
): Promise<RunningServer> {
  if (!existsSync(API_MAIN)) throw new Error(`${API_MAIN} no existe: ejecuta antes npx nx run api:build`);
  const recorder = recordSqlTo
    ? [...TYPESCRIPT, '-r', resolve('tools/bench/src/capture/sql-recorder.ts')]
    : [];
  return startNode(port, [...recorder, API_MAIN], launcher, {
    ...databaseEnv,
    ...(recordSqlTo && { ...TYPESCRIPT_ENV, BENCH_SQL_LOG: recordSqlTo }),
    NODE_ENV: 'production',
    PORT: String(port),
    JWT_SECRET: BENCH_JWT_SECRET,
    MAIL_OUTBOX_DIR: BENCH_OUTBOX,
    DEMO_MODE: 'false',
    LOG_LEVEL: 'warn',
  });
}

/** The floor server (floor/floor-main.ts) replaying the statements in `planFile`. */
export function startFloor(
  port: number,
  planFile: string,
  mysqlUrl: string,
  { launcher = [] }: Pick<StartOptions, 'launcher'> = {},
): Promise<RunningServer> {
  return startNode(port, [...TYPESCRIPT, resolve('tools/bench/src/floor/floor-main.ts')], launcher, {
    ...TYPESCRIPT_ENV,
    NODE_ENV: 'production',
    PORT: String(port),
    BENCH_FLOOR_PLAN: planFile,
    DATABASE_URL: mysqlUrl,
  });
}

async function startNode(
  port: number,
  args: readonly string[],
  launcher: readonly string[],
  env: Readonly<Record<string, string>>,
): Promise<RunningServer> {
  const [command, ...launcherArgs] = [...launcher, process.execPath];
  const child = spawn(command, [...launcherArgs, ...YOUNG_GENERATION, ...args], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env },
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitUntilReady(`${baseUrl}/api/health/ready`, child);
  } catch (error) {
    await stop(child);
    throw error;
  }
  return { baseUrl, pid: child.pid as number, stop: () => stop(child) };
}

async function waitUntilReady(url: string, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt++) {
    if (child.exitCode !== null) throw new Error(`El servidor terminó con código ${child.exitCode}`);
    const ready = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((wake) => setTimeout(wake, 250));
  }
  throw new Error(`El servidor no respondió en ${url}`);
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    child.once('exit', () => done());
    child.kill('SIGTERM');
  });
}
