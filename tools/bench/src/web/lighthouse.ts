import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { blockingTime, type TraceEvent } from './blocking-time';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

const CLI = resolve('node_modules/lighthouse/cli/index.js');
const FORM_FACTORS = ['mobile', 'desktop'] as const;

const CATEGORIES = ['performance', 'accessibility', 'seo'] as const;
/** The metrics the targets name, by Lighthouse audit id. */
const AUDITS = {
  lcpMs: 'largest-contentful-paint',
  tbtMs: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
} as const;
/** Lighthouse's own page-load failures (NO_NAVSTART, NO_FCP…) come and go: such a run is tried again. */
const RUNTIME_ERROR = 'Runtime error encountered';
const ATTEMPTS = 3;

type Run = Record<(typeof CATEGORIES)[number] | keyof typeof AUDITS | 'tbtWallMs' | 'tbtCpuMs', number>;

/**
 * Each value is the median of the runs: scores 0–100, LCP and TBT in ms, CLS unitless. `tbtWallMs` and
 * `tbtCpuMs` estimate the TBT from the run's trace (blocking-time.ts): by the main thread's wall time, which
 * checks the estimate against Lighthouse's own, and by its CPU time, which leaves out its waits for a core.
 */
export interface LighthouseScore extends Run {
  readonly page: string;
  readonly formFactor: (typeof FORM_FACTORS)[number];
}

export const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** One Lighthouse run through its CLI, which launches Debian's Chromium (CHROME_PATH) with chrome-launcher. */
async function runOnce(url: string, formFactor: LighthouseScore['formFactor']): Promise<Run> {
  mkdirSync(resolve('tmp/bench'), { recursive: true });
  const output = resolve('tmp/bench/lighthouse.json');
  // --save-assets writes the trace beside the report, named after it.
  const traceFile = output.replace(/\.json$/, '-0.trace.json');
  await promisify(execFile)(
    process.execPath,
    [
      CLI,
      url,
      '--quiet',
      '--output=json',
      '--save-assets',
      `--output-path=${output}`,
      `--only-categories=${CATEGORIES.join(',')}`,
      `--chrome-flags=${CHROMIUM_ARGS.join(' ')}`,
      ...(formFactor === 'desktop' ? ['--preset=desktop'] : []),
    ],
    { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH } },
  );
  const { categories, audits, configSettings } = JSON.parse(readFileSync(output, 'utf8')) as {
    categories: Record<(typeof CATEGORIES)[number], { score: number | null }>;
    audits: Record<string, { numericValue?: number }>;
    configSettings: { throttling: { cpuSlowdownMultiplier: number } };
  };
  const { traceEvents } = JSON.parse(readFileSync(traceFile, 'utf8')) as { traceEvents: TraceEvent[] };
  const estimate = blockingTime(traceEvents, configSettings.throttling.cpuSlowdownMultiplier);
  // Rounded here: the median below picks one run's value, so it stays rounded.
  const scores = CATEGORIES.map((name) => [name, Math.round((categories[name].score ?? 0) * 100)]);
  const metric = (audit: string, decimals: number) =>
    Number((audits[audit]?.numericValue ?? Number.NaN).toFixed(decimals));
  return {
    ...Object.fromEntries(scores),
    lcpMs: metric(AUDITS.lcpMs, 0),
    tbtMs: metric(AUDITS.tbtMs, 0),
    cls: metric(AUDITS.cls, 3),
    tbtWallMs: estimate?.wallMs ?? Number.NaN,
    tbtCpuMs: estimate?.cpuMs ?? Number.NaN,
  } as Run;
}

async function runWithRetries(url: string, formFactor: LighthouseScore['formFactor']): Promise<Run> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runOnce(url, formFactor);
    } catch (error) {
      const runtimeError = String((error as { stderr?: unknown }).stderr ?? '').includes(RUNTIME_ERROR);
      if (!runtimeError || attempt === ATTEMPTS) throw error;
      console.log(`  Lighthouse ${url} (${formFactor}): falló la carga, se repite (${attempt}/${ATTEMPTS})`);
    }
  }
}

/** Scores and metrics of each page, mobile and desktop, median of `runs`. */
export async function lighthouseScores(
  baseUrl: string,
  pages: readonly string[],
  runs: number,
): Promise<LighthouseScore[]> {
  const scores: LighthouseScore[] = [];
  for (const page of pages)
    for (const formFactor of FORM_FACTORS) {
      const results: Run[] = [];
      for (let run = 0; run < runs; run++)
        results.push(await runWithRetries(`${baseUrl}${page}`, formFactor));
      const medianOf = (name: keyof Run) => median(results.map((result) => result[name]));
      const keys = Object.keys(results[0]) as (keyof Run)[];
      scores.push({
        page,
        formFactor,
        ...(Object.fromEntries(keys.map((name) => [name, medianOf(name)])) as Run),
      });
      console.log(`  Lighthouse ${page} (${formFactor}): ${JSON.stringify(scores[scores.length - 1])}`);
    }
  return scores;
}
