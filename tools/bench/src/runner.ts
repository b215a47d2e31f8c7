import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { type RunningServer, startApi, startFloor } from './api-process';
import { captureSql, type CapturedScenario, formatCapture } from './capture/capture-sql';
import type { BenchConfig } from './config';
import { localDatabasePid } from './cpu-time';
import { explainSearches } from './explain';
import type { FloorPlan } from './floor/floor-plan';
import { ANONYMOUS, logIn, type Tokens } from './http-client';
import { cpuText, type Measurement, measure } from './load';
import type { ScenarioResult, SizeResult, WebResult } from './results';
import { type Scenario, scenarios } from './scenarios';
import { seedDatabase } from './seed/seed-database';
import { freshTarget, type Target } from './targets';
import { lighthouseScores } from './web/lighthouse';

const seconds = (since: number) => Math.round((Date.now() - since) / 100) / 10;

/** A server under load: where it answers, the processes whose CPU is counted, how its callers log in. */
interface LoadedServer {
  readonly server: RunningServer;
  readonly label: string;
  readonly tokens: Tokens;
  /** Which scenarios it answers; every one when absent. */
  readonly answers?: ReadonlyMap<string, boolean>;
}

/**
 * Each scenario at each connection count on the API and then, where it answers, on the floor: one server
 * under load at a time, and each pair measured seconds apart, so a drift of the machine's speed during the
 * run (±30 % seen on a shared VM) moves both sides of a ratio alike.
 */
async function loadSideBySide(
  servers: readonly LoadedServer[],
  databasePid: number | undefined,
  list: readonly Scenario[],
  config: BenchConfig,
): Promise<Map<string, Measurement[]>[]> {
  const measured = servers.map(() => new Map<string, Measurement[]>());
  for (const scenario of list)
    for (const connections of config.connections)
      for (const [index, { server, label, tokens, answers }] of servers.entries()) {
        if (answers && !answers.has(scenario.id)) continue;
        const processes = { server: server.pid, database: databasePid };
        const result = await measure(
          server.baseUrl,
          scenario,
          tokens,
          connections,
          config.durationS,
          processes,
        );
        measured[index].set(scenario.id, [...(measured[index].get(scenario.id) ?? []), result]);
        console.log(
          `  ${label} ${scenario.name}, ${connections} conex.: ${result.reqPerSec} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, ${result.errors} errores${result.cpu ? `, CPU µs/pet. ${cpuText(result)}` : ''}`,
        );
      }
  return measured;
}

/** The floor on MariaDB, replaying the captured statements, and which scenarios it answers as the API did. */
async function startCheckedFloor(
  target: Target,
  captured: readonly CapturedScenario[],
  list: readonly Scenario[],
  config: BenchConfig,
): Promise<{ server: RunningServer; matches: Map<string, boolean> }> {
  const replayed = captured.filter(({ id }) => list.find((scenario) => scenario.id === id)?.floor);
  const plan: FloorPlan = {
    scenarios: replayed.map(({ path, steps }) => ({
      path,
      steps: steps.map((step) => step.map(({ sql }) => sql)),
    })),
  };
  const planFile = resolve('tmp/bench/floor-plan.json');
  writeFileSync(planFile, JSON.stringify(plan));
  const server = await startFloor(config.floorPort, planFile, target.env.DATABASE_URL);
  try {
    const matches = new Map<string, boolean>();
    for (const { id, path, answer } of replayed) {
      const floorAnswer: unknown = await (await fetch(`${server.baseUrl}${path}`)).json();
      const same = isDeepStrictEqual(floorAnswer, answer);
      if (!same) {
        const file = resolve(`tmp/bench/floor-mismatch-${id}.json`);
        writeFileSync(file, JSON.stringify({ api: answer, floor: floorAnswer }, null, 2));
        console.warn(`  El piso no responde lo mismo que la API en ${path} (ver ${file})`);
      }
      matches.set(id, same);
    }
    return { server, matches };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

/**
 * One database at one size: fresh database, bulk seed, SQL capture and plans, then the load of the API and,
 * on MariaDB, of the floor, scenario by scenario. Lighthouse runs once per run, on the first seeded database,
 * while the API is up.
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
    let floor: Awaited<ReturnType<typeof startCheckedFloor>> | undefined;
    let measured: Map<string, Measurement[]>;
    let floorMeasured: Map<string, Measurement[]> | undefined;
    try {
      if (kind === 'mysql') floor = await startCheckedFloor(target, captured, list, config);
      const databasePid = kind === 'mysql' ? await localDatabasePid(config.mysqlServer) : undefined;
      const tokens = list.some(({ caller }) => caller !== 'anonymous') ? await logIn(api.baseUrl) : ANONYMOUS;
      [measured, floorMeasured] = await loadSideBySide(
        [
          { server: api, label: 'API', tokens },
          ...(floor
            ? [{ server: floor.server, label: 'piso', tokens: ANONYMOUS, answers: floor.matches }]
            : []),
        ],
        databasePid,
        list,
        config,
      );
      if (config.lighthouseRuns > 0 && !web.lighthouse) {
        const pages = ['/', '/services', `/service/${seed.detailServiceId}`];
        web.lighthouse = await lighthouseScores(api.baseUrl, pages, config.lighthouseRuns);
      }
    } finally {
      await floor?.server.stop();
      await api.stop();
    }

    const results: ScenarioResult[] = list.map(({ id, name, search }) => ({
      id,
      name,
      search,
      api: measured.get(id) ?? [],
      ...(floor?.matches.has(id) && {
        floor: floorMeasured?.get(id) ?? [],
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
