import autocannon from 'autocannon';
import { cpuMeter, type CpuPerRequest, type MeasuredProcesses } from './cpu-time';
import { headersOf, requestOnce, type Tokens } from './http-client';
import type { Scenario } from './scenarios';

export interface Measurement {
  readonly connections: number;
  readonly reqPerSec: number;
  readonly p50: number;
  /**
   * Mean latency in ms to the hundredth, by Little's law (connections ÷ req/s): autocannon's latency
   * histogram counts whole milliseconds, too coarse for a 1–5 ms search.
   */
  readonly mean: number;
  readonly p975: number;
  readonly p99: number;
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
  const result = await autocannon({
    url: `${baseUrl}${scenario.path}`,
    connections,
    duration: durationS,
    method: scenario.method,
    headers: headersOf(scenario, tokens),
    ...(bodies && {
      requests: [{ setupRequest: (request) => ({ ...request, body: bodies.next().value as string }) }],
    }),
  });
  return {
    connections,
    reqPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    mean: Number(((connections * 1000) / result.requests.average).toFixed(2)),
    p975: result.latency.p97_5,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx + (probeFailed ? 1 : 0),
    results: resultsOf(probe.body),
    firstMs: Math.round(probe.ms),
    cpu: cpuPerRequest(result.requests.total),
  };
}

/** `server / database / load generator` CPU µs per request, '' when unmeasured. */
export const cpuText = ({ cpu }: Measurement) =>
  cpu ? `${cpu.server} / ${cpu.database ?? '–'} / ${cpu.loadGenerator}` : '';
