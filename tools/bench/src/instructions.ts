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

/**
 * The command prefix that starts a server under callgrind with its counting off (start-up and warm-up are not
 * counted), each thread counted in a file of its own.
 */
export function underCallgrind(outputDir: string): readonly string[] {
  return [
    'valgrind',
    '--quiet',
    '--tool=callgrind',
    '--instr-atstart=no',
    '--separate-threads=yes',
    `--callgrind-out-file=${join(outputDir, 'callgrind.%p')}`,
  ];
}

/**
 * The file of the counted requests (the first dump, `.1`) on the server's main thread (valgrind's thread 1): its
 * JavaScript and event loop. V8's background threads compile and help the garbage collector when they will: two
 * counts of one build differed by 4 % with them (1,601,000 and 1,536,000 instructions per request) and by 0.3 %
 * on the main thread alone (1,532,000 and 1,528,000).
 */
export const mainThreadDump = (pid: number | string): string => `callgrind.${pid}.1-01`;

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
 * does, on its main thread (mainThreadDump). The kernel's share (the sockets' writes) is not counted: it is the
 * same for any server sending the same bytes. The server stops here: a server is counted once. Its counts are
 * kept as `output.keepAs` for `callgrind_annotate`.
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
  // Every file of this process: per thread, of the dump and of its exit (`callgrind.<pid>-NN`).
  const ofProcess = new RegExp(`^callgrind\\.${pid}[.-]`);
  const files = readdirSync(output.dir).filter((name) => ofProcess.test(name));
  const counted = mainThreadDump(pid);
  if (!files.includes(counted)) throw new Error(`callgrind no escribió ${counted}`);
  const total = totalInstructions(readFileSync(join(output.dir, counted), 'utf8'));
  for (const name of files)
    if (name === counted) renameSync(join(output.dir, name), join(output.dir, output.keepAs));
    else rmSync(join(output.dir, name));
  return Math.round(total / count.requests);
}
