import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { join } from 'node:path';
import type { RunningServer } from './api-process';

/** How many requests are sent unmeasured first, then counted (BENCH_MODE=instructions). */
export interface InstructionCount {
  readonly warmup: number;
  readonly requests: number;
}

/** Requests in flight at once, so the server always has one to work on. */
const IN_FLIGHT = 4;

/** The command prefix that starts a server under callgrind with its counting off: start-up and warm-up are not counted. */
export function underCallgrind(outputDir: string): readonly string[] {
  return [
    'valgrind',
    '--quiet',
    '--tool=callgrind',
    '--instr-atstart=no',
    `--callgrind-out-file=${join(outputDir, 'callgrind.%p')}`,
  ];
}

/** The instructions of a callgrind output file (its `totals:` line). */
export function totalInstructions(callgrindOutput: string): number {
  const totals = /^totals: (\d+)/m.exec(callgrindOutput);
  if (!totals) throw new Error('La salida de callgrind no tiene totals');
  return Number(totals[1]);
}

function get(baseUrl: string, path: string, agent: Agent): Promise<void> {
  return new Promise((done, fail) => {
    request(`${baseUrl}${path}`, { agent }, (response) => {
      response.resume();
      response.on('end', () =>
        response.statusCode === 200 ? done() : fail(new Error(`${path}: HTTP ${response.statusCode}`)),
      );
    })
      .on('error', fail)
      .end();
  });
}

async function send(baseUrl: string, path: string, count: number, agent: Agent): Promise<void> {
  let left = count;
  const worker = async () => {
    while (left-- > 0) await get(baseUrl, path, agent);
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
}

/**
 * The user-space instructions per request of `path` on a server started under callgrind (underCallgrind): V8 has
 * compiled the hot code during the warm-up, then callgrind counts `requests` requests, whatever else the machine
 * does. The kernel's share (the sockets' writes) is not counted: it is the same for any server sending the same
 * bytes. The server stops here: a server is counted once. Its counts are kept as `output.keepAs` for
 * `callgrind_annotate`.
 */
export async function instructionsPerRequest(
  server: RunningServer,
  path: string,
  count: InstructionCount,
  output: { readonly dir: string; readonly keepAs: string },
): Promise<number> {
  const agent = new Agent({ keepAlive: true, maxSockets: IN_FLIGHT });
  const pid = String(server.pid);
  try {
    await send(server.baseUrl, path, count.warmup, agent);
    execFileSync('callgrind_control', ['--instr=on', pid], { stdio: 'ignore' });
    await send(server.baseUrl, path, count.requests, agent);
    execFileSync('callgrind_control', ['--instr=off', pid], { stdio: 'ignore' });
    execFileSync('callgrind_control', ['--dump', pid], { stdio: 'ignore' });
  } finally {
    agent.destroy();
    await server.stop();
  }
  // The counted requests are in the dump (`.1`); the file written on exit holds what ran after counting stopped.
  const files = readdirSync(output.dir).filter((name) => name.startsWith(`callgrind.${pid}`));
  const total = files.reduce(
    (sum, name) => sum + totalInstructions(readFileSync(join(output.dir, name), 'utf8')),
    0,
  );
  for (const name of files)
    if (name.endsWith('.1')) renameSync(join(output.dir, name), join(output.dir, output.keepAs));
    else rmSync(join(output.dir, name));
  return Math.round(total / count.requests);
}
