import autocannon from 'autocannon';
import { cpuMeter, type CpuPerRequest, type MeasuredProcesses } from './cpu-time';
import { headersOf, requestOnce, type Tokens } from './http-client';
import type { Scenario } from './scenarios';

export interface Measurement {
  readonly connections: number;
  readonly reqPerSec: number;
  /**
   * Latency percentiles in ms to the hundredth, of the 2xx answers: read from each answer's own duration,
   * since autocannon's histogram counts whole milliseconds, too coarse for a 1–5 ms search.
   */
  readonly p50: number;
  readonly p975: number;
  readonly p99: number;
  /** Mean latency in ms to the hundredth, by Little's law (connections ÷ req/s). */
  readonly mean: number;
  /** Socket errors, timeouts and non-2xx answers, the probe's included. */
  readonly errors: number;
  /** The probe's answer size: `total` of a listing, the items of a list, 1 otherwise. */
  readonly results: number;
  /** The probe: a first request before the load, at rest. */
  readonly firstMs: number;
  /** CPU µs per request of the server, the database and the load generator during the load (Linux). */
  readonly cpu?: CpuPerRequest;
}

function resultsOf(body: unknown): number {
  const data = (body as { data?: Record<string, unknown> }).data ?? {};
  if (typeof data.total === 'number') return data.total;
  const list = Object.values(data).find(Array.isArray);
  return list ? list.length : 1;
}

/** The nearest-rank percentile `p` (0–100) of ascending `sorted`, to the hundredth; NaN when empty. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return Math.round(sorted[rank - 1] * 100) / 100;
}

/** One round of load on one server (`measureRound`): what `summarize` adds up over the rounds. */
export interface LoadRound {
  readonly durationS: number;
  /** Of the 2xx answers, in ms. */
  readonly latencies: readonly number[];
  readonly requests: number;
  /** Socket errors, timeouts and non-2xx answers. */
  readonly errors: number;
  readonly cpu?: CpuPerRequest;
}

/** The first request of a scenario on a server, at rest, before any load. */
export interface Probe {
  readonly ms: number;
  readonly failed: boolean;
  /** `total` of a listing, the items of a list, 1 otherwise. */
  readonly results: number;
}

export async function probe(baseUrl: string, scenario: Scenario, tokens: Tokens): Promise<Probe> {
  const { status, body, ms } = await requestOnce(baseUrl, scenario, tokens);
  const failed = status < 200 || status > 299;
  if (failed) console.error(`  ${scenario.name}: ${status} ${JSON.stringify(body)}`);
  return { ms, failed, results: resultsOf(body) };
}

/** `durationS` seconds of autocannon at `connections` against `baseUrl`. */
export async function measureRound(
  baseUrl: string,
  scenario: Scenario,
  tokens: Tokens,
  connections: number,
  durationS: number,
  processes: MeasuredProcesses,
): Promise<LoadRound> {
  const { bodies } = scenario;
  const cpuPerRequest = cpuMeter(processes);
  const run = autocannon({
    url: `${baseUrl}${scenario.path}`,
    connections,
    duration: durationS,
    method: scenario.method,
    headers: headersOf(scenario, tokens),
    ...(bodies && {
      requests: [{ setupRequest: (request) => ({ ...request, body: bodies.next().value as string }) }],
    }),
  });
  const latencies: number[] = [];
  run.on('response', (_client, statusCode, _bytes, ms) => {
    if (statusCode >= 200 && statusCode <= 299) latencies.push(ms);
  });
  const result = await run;
  return {
    durationS,
    latencies,
    requests: result.requests.total,
    errors: result.errors + result.timeouts + result.non2xx,
    cpu: cpuPerRequest(result.requests.total),
  };
}

/**
 * The order of the servers' turns in a round: as listed in even rounds and reversed in odd ones (API, floor,
 * floor, API…), so over a pair of rounds a linear drift of the machine's speed weighs on every server alike,
 * and no server always follows the same one (the floor of 100,000 services, say).
 */
export function turnOrder(servers: number, round: number): number[] {
  const order = Array.from({ length: servers }, (_, index) => index);
  return round % 2 === 0 ? order : order.reverse();
}

/** CPU per request over several rounds: each round weighs by its requests. */
function cpuOver(rounds: readonly LoadRound[]): CpuPerRequest | undefined {
  const measured = rounds.flatMap(({ cpu, requests }) => (cpu && requests > 0 ? [{ cpu, requests }] : []));
  if (measured.length === 0) return undefined;
  const requests = measured.reduce((sum, round) => sum + round.requests, 0);
  const weighed = (value: (cpu: CpuPerRequest) => number | undefined) =>
    Math.round(
      measured.reduce((sum, round) => sum + (value(round.cpu) ?? NaN) * round.requests, 0) / requests,
    );
  // NaN when a round did not read the database's CPU: then it is left out.
  const database = weighed((cpu) => cpu.database);
  return {
    server: weighed((cpu) => cpu.server),
    ...(Number.isFinite(database) && { database }),
    loadGenerator: weighed((cpu) => cpu.loadGenerator),
  };
}

/** A scenario's measurement at `connections` from its probe and its rounds, as if they were one load. */
export function summarize(connections: number, first: Probe, rounds: readonly LoadRound[]): Measurement {
  const latencies = rounds.flatMap((round) => round.latencies).sort((a, b) => a - b);
  const requests = rounds.reduce((sum, round) => sum + round.requests, 0);
  const reqPerSec = requests / rounds.reduce((sum, round) => sum + round.durationS, 0);
  return {
    connections,
    reqPerSec: Math.round(reqPerSec),
    p50: percentile(latencies, 50),
    p975: percentile(latencies, 97.5),
    p99: percentile(latencies, 99),
    mean: Number(((connections * 1000) / reqPerSec).toFixed(2)),
    errors: rounds.reduce((sum, round) => sum + round.errors, 0) + (first.failed ? 1 : 0),
    results: first.results,
    firstMs: Math.round(first.ms),
    cpu: cpuOver(rounds),
  };
}

/** `server / database / load generator` CPU µs per request, '' when unmeasured. */
export const cpuText = ({ cpu }: Measurement) =>
  cpu ? `${cpu.server} / ${cpu.database ?? '–'} / ${cpu.loadGenerator}` : '';
