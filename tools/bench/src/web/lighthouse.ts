import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { promisify } from 'node:util';

const CLI = resolve('node_modules/lighthouse/cli/index.js');
const CHROME_FLAGS = '--headless --no-sandbox --disable-gpu --disable-background-networking';
const FORM_FACTORS = ['mobile', 'desktop'] as const;

export interface LighthouseScore {
  readonly page: string;
  readonly formFactor: (typeof FORM_FACTORS)[number];
  /** 0–100, the median of the runs. */
  readonly performance: number;
  readonly accessibility: number;
}

const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** One Lighthouse run through its CLI, which launches Debian's Chromium (CHROME_PATH) with chrome-launcher. */
async function runOnce(url: string, formFactor: LighthouseScore['formFactor']) {
  mkdirSync(resolve('tmp/bench'), { recursive: true });
  const output = resolve('tmp/bench/lighthouse.json');
  await promisify(execFile)(
    process.execPath,
    [
      CLI,
      url,
      '--quiet',
      '--output=json',
      `--output-path=${output}`,
      '--only-categories=performance,accessibility',
      `--chrome-flags=${CHROME_FLAGS}`,
      ...(formFactor === 'desktop' ? ['--preset=desktop'] : []),
    ],
    { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' } },
  );
  const { categories } = JSON.parse(readFileSync(output, 'utf8')) as {
    categories: Record<'performance' | 'accessibility', { score: number | null }>;
  };
  return {
    performance: (categories.performance.score ?? 0) * 100,
    accessibility: (categories.accessibility.score ?? 0) * 100,
  };
}

/** Performance and accessibility of each page, mobile and desktop, median of `runs`. */
export async function lighthouseScores(
  baseUrl: string,
  pages: readonly string[],
  runs: number,
): Promise<LighthouseScore[]> {
  const scores: LighthouseScore[] = [];
  for (const page of pages)
    for (const formFactor of FORM_FACTORS) {
      const results = [];
      for (let run = 0; run < runs; run++) results.push(await runOnce(`${baseUrl}${page}`, formFactor));
      scores.push({
        page,
        formFactor,
        performance: Math.round(median(results.map((result) => result.performance))),
        accessibility: Math.round(median(results.map((result) => result.accessibility))),
      });
      console.log(`  Lighthouse ${page} (${formFactor}): ${JSON.stringify(scores[scores.length - 1])}`);
    }
  return scores;
}
