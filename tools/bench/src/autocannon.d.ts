// The part of autocannon's API the benchmark uses (the package ships no types).
declare module 'autocannon' {
  interface Histogram {
    average: number;
    p50: number;
    p97_5: number;
    p99: number;
  }
  interface RawRequest {
    method: string;
    path: string;
    headers: Record<string, string>;
    body?: string;
  }
  interface Result {
    /** `total`: the requests answered during the run. */
    requests: Histogram & { total: number };
    errors: number;
    timeouts: number;
    non2xx: number;
  }
  /** The run: a promise of its result that also reports each answer as it comes. */
  interface Run extends Promise<Result> {
    /** `ms`: the answer's latency, to the microsecond. */
    on(
      event: 'response',
      listener: (client: unknown, statusCode: number, bytes: number, ms: number) => void,
    ): this;
  }
  export default function autocannon(options: {
    url: string;
    connections: number;
    duration: number;
    method?: string;
    headers?: Record<string, string>;
    requests?: { setupRequest: (request: RawRequest) => RawRequest }[];
  }): Run;
}
