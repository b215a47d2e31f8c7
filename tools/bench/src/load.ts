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

/** A probe request, then `durationS` seconds of autocannon at `connections` against `baseUrl`. */
export async function measure(
  baseUrl: string,
  scenario: Scenario,
  tokens: Tokens,
  connections: number,
  durationS: number,
  processes: MeasuredProcesses,
): Promise<Measurement> {
  const probe = await requestOnce(baseUrl, scenario, tokens);
  const probeFailed = probe.status < 200 || probe.status > 299;
  if (probeFailed) console.error(`  ${scenario.name}: ${probe.status} ${JSON.stringify(probe.body)}`);
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
  latencies.sort((a, b) => a - b);
  return {
    connections,
    reqPerSec: Math.round(result.requests.average),
    p50: percentile(latencies, 50),
    p975: percentile(latencies, 97.5),
    p99: percentile(latencies, 99),
    mean: Number(((connections * 1000) / result.requests.average).toFixed(2)),
    errors: result.errors + result.timeouts + result.non2xx + (probeFailed ? 1 : 0),
    results: resultsOf(probe.body),
    firstMs: Math.round(probe.ms),
    cpu: cpuPerRequest(result.requests.total),
  };
}

/** `server / database / load generator` CPU µs per request, '' when unmeasured. */
export const cpuText = ({ cpu }: Measurement) =>
  cpu ? `${cpu.server} / ${cpu.database ?? '–'} / ${cpu.loadGenerator}` : '';
