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
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
  }
  export default function autocannon(options: {
    url: string;
    connections: number;
    duration: number;
    method?: string;
    headers?: Record<string, string>;
    requests?: { setupRequest: (request: RawRequest) => RawRequest }[];
  }): Promise<Result>;
}
