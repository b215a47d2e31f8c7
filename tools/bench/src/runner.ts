import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { type RunningServer, startApi, startFloor } from './api-process';
import { captureSql, type CapturedScenario, formatCapture } from './capture/capture-sql';
import type { BenchConfig } from './config';
import { localDatabasePid } from './cpu-time';
import { explainSearches } from './explain';
import type { FloorPlan } from './floor/floor-plan';
import { ANONYMOUS, logIn } from './http-client';
import { cpuText, type Measurement, measure } from './load';
import type { ScenarioResult, SizeResult, WebResult } from './results';
import { type Scenario, scenarios } from './scenarios';
import { seedDatabase } from './seed/seed-database';
import { freshTarget, type Target } from './targets';
import { lighthouseScores } from './web/lighthouse';

const seconds = (since: number) => Math.round((Date.now() - since) / 100) / 10;

async function load(
  { baseUrl, pid }: RunningServer,
  databasePid: number | undefined,
  list: readonly Scenario[],
  config: BenchConfig,
  label: string,
): Promise<Map<string, Measurement[]>> {
  const tokens = list.some(({ caller }) => caller !== 'anonymous') ? await logIn(baseUrl) : ANONYMOUS;
  const processes = { server: pid, database: databasePid };
  const measured = new Map<string, Measurement[]>();
  for (const scenario of list)
    for (const connections of config.connections) {
      const result = await measure(baseUrl, scenario, tokens, connections, config.durationS, processes);
      measured.set(scenario.id, [...(measured.get(scenario.id) ?? []), result]);
      console.log(
        `  ${label} ${scenario.name}, ${connections} conex.: ${result.reqPerSec} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, ${result.errors} errores${result.cpu ? `, CPU µs/pet. ${cpuText(result)}` : ''}`,
      );
    }
  return measured;
}

/** The floor's load on MariaDB, after checking that it answers what the API answered. */
async function floorLoad(
  target: Target,
  captured: readonly CapturedScenario[],
  list: readonly Scenario[],
  config: BenchConfig,
) {
  const replayed = captured.filter(({ id }) => list.find((scenario) => scenario.id === id)?.floor);
  const plan: FloorPlan = {
    scenarios: replayed.map(({ path, steps }) => ({
      path,
      steps: steps.map((step) => step.map(({ sql }) => sql)),
    })),
  };
  const planFile = resolve('tmp/bench/floor-plan.json');
  writeFileSync(planFile, JSON.stringify(plan));
  const floor = await startFloor(config.floorPort, planFile, target.env.DATABASE_URL);
  try {
    const matches = new Map<string, boolean>();
    for (const { id, path, answer } of replayed) {
      const floorAnswer: unknown = await (await fetch(`${floor.baseUrl}${path}`)).json();
      const same = isDeepStrictEqual(floorAnswer, answer);
      if (!same) {
        const file = resolve(`tmp/bench/floor-mismatch-${id}.json`);
        writeFileSync(file, JSON.stringify({ api: answer, floor: floorAnswer }, null, 2));
        console.warn(`  El piso no responde lo mismo que la API en ${path} (ver ${file})`);
      }
      matches.set(id, same);
    }
    const floorScenarios = list.filter(({ id }) => matches.has(id));
    const databasePid = await localDatabasePid(config.mysqlServer);
    return { matches, measured: await load(floor, databasePid, floorScenarios, config, 'piso') };
  } finally {
    await floor.stop();
  }
}

/**
 * One database at one size: fresh database, bulk seed, SQL capture and plans, the API's load, then the floor's
 * (MariaDB). Lighthouse runs once per run, on the first seeded database, while the API is up.
 */
export async function runSize(
  kind: Target['kind'],
  size: number,
  config: BenchConfig,
  web: { lighthouse?: WebResult['lighthouse'] },
): Promise<SizeResult | undefined> {
  const target = await freshTarget(kind, size, config);
  try {
    console.log(`\n${target.label}, ${size} servicios: migrando y cargando…`);
    await (await startApi(config.apiPort, target.env)).stop();
    const started = Date.now();
    const seed = await seedDatabase(target.config, size);
    const seedSeconds = seconds(started);
    console.log(`  cargado en ${seedSeconds} s: ${JSON.stringify(seed.counts)}`);

    const list = scenarios(seed);
    const captured = await captureSql(
      target,
      config.apiPort,
      list.filter(({ method }) => method === 'GET'),
    );
    if (process.env.BENCH_MODE === 'sql') {
      console.log(formatCapture(captured));
      return undefined;
    }
    const plans = await explainSearches(
      target,
      captured.filter(({ id }) => list.find((s) => s.id === id)?.search),
    );

    const api = await startApi(config.apiPort, target.env);
    let measured: Map<string, Measurement[]>;
    try {
      const databasePid = kind === 'mysql' ? await localDatabasePid(config.mysqlServer) : undefined;
      measured = await load(api, databasePid, list, config, 'API');
      if (config.lighthouseRuns > 0 && !web.lighthouse) {
        const pages = ['/', '/services', `/service/${seed.detailServiceId}`];
        web.lighthouse = await lighthouseScores(api.baseUrl, pages, config.lighthouseRuns);
      }
    } finally {
      await api.stop();
    }
    const floor = kind === 'mysql' ? await floorLoad(target, captured, list, config) : undefined;

    const results: ScenarioResult[] = list.map(({ id, name, search }) => ({
      id,
      name,
      search,
      api: measured.get(id) ?? [],
      ...(floor?.matches.has(id) && {
        floor: floor.measured.get(id) ?? [],
        floorMatchesApi: floor.matches.get(id),
      }),
    }));
    return {
      database: kind,
      size,
      seedSeconds,
      rows: seed.counts,
      scenarios: results,
      sql: captured.map(({ id, path, steps }) => ({ id, path, steps })),
      plans,
    };
  } finally {
    await target.dispose();
  }
}
