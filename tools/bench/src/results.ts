import type { CapturedScenario } from './capture/capture-sql';
import type { DatabaseKind } from './config';
import type { StatementPlan } from './explain';
import type { Measurement } from './load';
import type { BundleSizes } from './web/bundle-size';
import type { LighthouseScore } from './web/lighthouse';
import type { PageReadiness } from './web/page-ready';

export interface ScenarioResult {
  readonly id: string;
  readonly name: string;
  readonly search: boolean;
  readonly api: readonly Measurement[];
  /** MariaDB only, for the scenarios the floor replays. */
  readonly floor?: readonly Measurement[];
  /** Whether the floor's JSON equals the API's for the captured request. */
  readonly floorMatchesApi?: boolean;
}

/** One database at one size. */
export interface SizeResult {
  readonly database: DatabaseKind;
  readonly size: number;
  readonly seedSeconds: number;
  readonly rows: Readonly<Record<string, number>>;
  readonly scenarios: readonly ScenarioResult[];
  /** The SQL each read scenario sent (without the answers). */
  readonly sql: readonly Omit<CapturedScenario, 'answer'>[];
  readonly plans: Readonly<Record<string, readonly StatementPlan[]>>;
}

export interface WebResult {
  readonly bundles: BundleSizes;
  readonly lighthouse: readonly LighthouseScore[];
  /** Older runs: none. */
  readonly readiness?: readonly PageReadiness[];
}

/** bench-results/<date>.json: everything one run measured, so two runs compare. */
export interface BenchResults {
  readonly startedAt: string;
  readonly finishedAt: string;
  readonly commit: string;
  readonly smoke: boolean;
  readonly durationS: number;
  /** Turns the servers of a ratio took within each duration (older runs: one). */
  readonly rounds?: number;
  /** Seconds of unmeasured load each server took per scenario before its first measurement (older runs: none). */
  readonly warmupS?: number;
  readonly machine: { readonly cpus: number; readonly loadAverage: readonly number[] };
  readonly runs: readonly SizeResult[];
  readonly web?: WebResult;
}
