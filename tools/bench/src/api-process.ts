import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

const MAIN = resolve('dist/apps/api/main.js');

export interface RunningApi {
  readonly baseUrl: string;
  stop(): Promise<void>;
}

/** The production build on `env`'s database, as a separate process so the load generator does not share its CPU. */
export async function startApi(
  port: number,
  databaseEnv: Readonly<Record<string, string>>,
): Promise<RunningApi> {
  if (!existsSync(MAIN)) throw new Error(`${MAIN} no existe: ejecuta antes npx nx run api:build`);
  const child = spawn(process.execPath, [MAIN], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      ...databaseEnv,
      NODE_ENV: 'production',
      PORT: String(port),
      JWT_SECRET: 'bench-secret-not-for-production-0123456789',
      DEMO_MODE: 'false',
      LOG_LEVEL: 'warn',
    },
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitUntilReady(`${baseUrl}/api/health/ready`, child);
  return { baseUrl, stop: () => stop(child) };
}

async function waitUntilReady(url: string, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt++) {
    if (child.exitCode !== null) throw new Error(`La API terminó con código ${child.exitCode}`);
    const ready = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((wake) => setTimeout(wake, 250));
  }
  throw new Error(`La API no respondió en ${url}`);
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((done) => {
    child.once('exit', () => done());
    child.kill('SIGTERM');
  });
}
