// The benchmark of issue 10 (README, Benchmark): per database, a fresh bulk-seeded database for each size with
// the API's SQL captured and EXPLAINed, then autocannon against the production build and the floor server of
// every size side by side, then the web build's JavaScript, Lighthouse and the pages' load times. `--smoke` is
// the small check inside `npm test`.
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { BENCH_OUTBOX } from './api-process';
import { readConfig } from './config';
import { markdownReport } from './report';
import type { BenchResults, SizeResult } from './results';
import { type BrowserResults, runDatabase } from './runner';
import { bundleSizes } from './web/bundle-size';

async function main(): Promise<void> {
  const config = readConfig(process.env, process.argv.includes('--smoke'));
  const startedAt = new Date().toISOString();
  const web: { browser?: BrowserResults } = {};
  const runs: SizeResult[] = [];
  // Only the last run's mails are kept.
  rmSync(BENCH_OUTBOX, { recursive: true, force: true });
  for (const kind of config.databases) runs.push(...(await runDatabase(kind, config, web)));
  if (process.env.BENCH_MODE === 'sql' || process.env.BENCH_MODE === 'instructions') return;

  const results: BenchResults = {
    startedAt,
    finishedAt: new Date().toISOString(),
    commit: execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim(),
    smoke: config.smoke,
    durationS: config.durationS,
    rounds: config.rounds,
    warmupS: config.warmupS,
    machine: { cpus: cpus().length, loadAverage: loadavg() },
    runs,
    web: { bundles: bundleSizes(), lighthouse: [], readiness: [], ...web.browser },
  };
  // The smoke's results go to tmp/: bench-results/ keeps real runs only.
  const file = config.smoke
    ? resolve('tmp/bench/smoke.json')
    : resolve('bench-results', `${startedAt.replace(/[:.]/g, '-')}.json`);
  mkdirSync(resolve(file, '..'), { recursive: true });
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\n${markdownReport(results)}\nResultados: ${file}`);

  const errors = runs
    .flatMap((run) => run.scenarios.flatMap((s) => [...s.api, ...(s.floor ?? [])]))
    .reduce((sum, m) => sum + m.errors, 0);
  if (errors > 0) {
    console.error(`${errors} errores o respuestas no 2xx`);
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
