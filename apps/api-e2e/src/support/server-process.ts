import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { TEST_ENV } from './test-app';
import type { TestDatabase } from './test-database';

const MAIN = resolve(__dirname, '../../../api/src/main.ts');
const API_TSCONFIG = resolve(__dirname, '../../../api/tsconfig.json');
const LISTENING = /Escuchando en http:\/\/localhost:(\d+)/;

export interface ServerProcess {
  readonly child: ChildProcess;
  /** `http://127.0.0.1:<port>` */
  readonly baseUrl: string;
  /** Resolves with the exit code and signal once the process has ended. */
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Everything the process wrote, for failure messages. */
  output(): string;
  /** Kills the process if it still runs and removes its scratch folder. */
  dispose(): Promise<void>;
}

/**
 * Runs apps/api/src/main.ts as its own Node process, compiled on the fly by @swc-node/register, on
 * `database`, listening on a free port; a scratch folder is its cwd.
 */
export async function startServerProcess(database: TestDatabase, timeoutMs = 60_000): Promise<ServerProcess> {
  const cwd = mkdtempSync(join(tmpdir(), 'changas-e2e-process-'));
  // The repo's tsconfig imports tslib-style helpers (@swc/helpers) that only the bundler provides.
  const tsconfig = join(cwd, 'tsconfig.json');
  writeFileSync(
    tsconfig,
    JSON.stringify({ extends: API_TSCONFIG, compilerOptions: { importHelpers: false, module: 'commonjs' } }),
  );
  const child = spawn(process.execPath, ['-r', require.resolve('@swc-node/register'), MAIN], {
    cwd,
    env: {
      PATH: process.env.PATH,
      ...TEST_ENV,
      ...database.env,
      PORT: '0',
      LOG_LEVEL: 'info',
      SWC_NODE_PROJECT: tsconfig,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) =>
    child.once('exit', (code, signal) => done({ code, signal })),
  );
  const port = await new Promise<string>((found, fail) => {
    const timer = setTimeout(
      () => fail(new Error(`The API did not listen in ${timeoutMs} ms:\n${output}`)),
      timeoutMs,
    );
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = LISTENING.exec(output);
      if (listening) {
        clearTimeout(timer);
        found(listening[1]);
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    void exited.then(({ code }) =>
      fail(new Error(`The API exited with ${code} before listening:\n${output}`)),
    );
  });
  return {
    child,
    baseUrl: `http://127.0.0.1:${port}`,
    exited,
    output: () => output,
    dispose: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGKILL');
        await exited;
      }
      rmSync(cwd, { recursive: true, force: true });
    },
  };
}
