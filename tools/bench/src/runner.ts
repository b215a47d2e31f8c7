import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { type RunningServer, startApi, startFloor } from './api-process';
import { captureSql, type CapturedScenario, formatCapture } from './capture/capture-sql';
import type { BenchConfig } from './config';
import { localDatabasePid, processesCpuMs, waitUntilIdle } from './cpu-time';
import { explainSearches } from './explain';
import { instructionsPerRequest, underCallgrind } from './instructions';
import type { FloorPlan } from './floor/floor-plan';
import { ANONYMOUS, logIn, type Tokens } from './http-client';
import {
  cpuText,
  type LoadRound,
  type Measurement,
  measureRound,
  probe,
  type Probe,
  summarize,
  turnOrder,
} from './load';
import type { ScenarioResult, SizeResult, WebResult } from './results';
import { chosenScenarios, type Scenario, scenarios } from './scenarios';
import { seedDatabase } from './seed/seed-database';
import { freshTarget, type Target } from './targets';
import { lighthouseScores } from './web/lighthouse';
import { pageReadiness } from './web/page-ready';

const seconds = (since: number) => Math.round((Date.now() - since) / 100) / 10;

/** A server under load: where it answers, its database's size, how its callers log in. */
interface LoadedServer {
  readonly server: RunningServer;
  readonly label: string;
  readonly tokens: Tokens;
  /** The scenarios it is loaded with, as built for its database's seed. */
  readonly scenarios: readonly Scenario[];
  /** Which scenarios it answers; every one when absent. */
  readonly answers?: ReadonlyMap<string, boolean>;
}

/**
 * Each scenario at each connection count on every server in turn (the API and the floor of each size): one
 * server under load at a time, and the servers of a ratio (API/floor, a size's growth) measured seconds apart,
 * so a drift of the machine's speed during the run (±30 % seen on a shared VM) moves both sides alike. The
 * duration is cut into rounds that take turns (API, floor, floor, API…), so a drift within it does too. Each
 * server first takes `warmupS` of the scenario unmeasured, after its probe (the cold first request).
 */
async function loadSideBySide(
  servers: readonly LoadedServer[],
  databasePid: number | undefined,
  config: BenchConfig,
): Promise<Map<string, Measurement[]>[]> {
  const measured = servers.map(() => new Map<string, Measurement[]>());
  for (const { id } of servers[0].scenarios)
    for (const connections of config.connections) {
      const loads = servers.flatMap((loaded, index) => {
        const scenario = loaded.scenarios.find((candidate) => candidate.id === id);
        return scenario && (!loaded.answers || loaded.answers.has(id))
          ? [{ ...loaded, index, scenario }]
          : [];
      });
      const probes: Probe[] = [];
      for (const { server, scenario, tokens } of loads)
        probes.push(await probe(server.baseUrl, scenario, tokens));
      const loadFor = ({ server, scenario, tokens }: (typeof loads)[number], durationS: number) =>
        measureRound(server.baseUrl, scenario, tokens, connections, durationS, {
          server: server.pid,
          database: databasePid,
        });
      if (connections === config.connections[0] && config.warmupS > 0)
        for (const load of loads) await loadFor(load, config.warmupS);
      const rounds = loads.map((): LoadRound[] => []);
      for (let round = 0; round < config.rounds; round++)
        for (const turn of turnOrder(loads.length, round))
          rounds[turn].push(await loadFor(loads[turn], config.durationS / config.rounds));
      for (const [turn, { index, label, scenario }] of loads.entries()) {
        const result = summarize(connections, probes[turn], rounds[turn]);
        measured[index].set(id, [...(measured[index].get(id) ?? []), result]);
        console.log(
          `  ${label} ${scenario.name}, ${connections} conex.: ${result.reqPerSec} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, ${result.errors} errores${result.cpu ? `, CPU µs/pet. ${cpuText(result)}` : ''}`,
        );
      }
    }
  return measured;
}

/** The floor, with which scenarios it answers as the API did. */
interface CheckedFloor {
  readonly server: RunningServer;
  readonly matches: ReadonlyMap<string, boolean>;
}

/** The API's and the floor's ports of the size in `slot`: every size's servers are up at once. */
const portsOf = (config: BenchConfig, slot: number) => ({
  api: config.apiPort + 2 * slot,
  floor: config.floorPort + 2 * slot,
});

const floorPlanFile = (target: Target) => resolve(`tmp/bench/floor-plan-${target.size}.json`);

/** The floor on MariaDB, replaying the captured statements, and which scenarios it answers as the API did. */
async function startCheckedFloor(
  target: Target,
  port: number,
  captured: readonly CapturedScenario[],
  list: readonly Scenario[],
): Promise<CheckedFloor> {
  const replayed = captured.filter(({ id }) => list.find((scenario) => scenario.id === id)?.floor);
  const plan: FloorPlan = {
    scenarios: replayed.map(({ path, steps }) => ({
      path,
      steps: steps.map((step) => step.map(({ sql }) => sql)),
    })),
  };
  const planFile = floorPlanFile(target);
  writeFileSync(planFile, JSON.stringify(plan));
  const server = await startFloor(port, planFile, target.env.DATABASE_URL);
  try {
    const matches = new Map<string, boolean>();
    for (const { id, path, answer } of replayed) {
      const floorAnswer: unknown = await (await fetch(`${server.baseUrl}${path}`)).json();
      const same = isDeepStrictEqual(floorAnswer, answer);
      if (!same) {
        const file = resolve(`tmp/bench/floor-mismatch-${target.size}-${id}.json`);
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

/** One size's database, seeded, its SQL captured and planned, and its API (and on MariaDB its floor) up. */
interface PreparedSize {
  readonly target: Target;
  readonly seedSeconds: number;
  readonly seed: Awaited<ReturnType<typeof seedDatabase>>;
  readonly list: readonly Scenario[];
  readonly captured: readonly CapturedScenario[];
  readonly plans: SizeResult['plans'];
  readonly api: RunningServer;
  readonly floor?: CheckedFloor;
}

/**
 * Fresh database, bulk seed, SQL capture and plans, then its servers, on ports of their own (`slot`): every
 * size stays up until the load of all of them is over. Undefined in BENCH_MODE=sql, which stops at the SQL.
 */
async function prepareSize(
  target: Target,
  slot: number,
  config: BenchConfig,
): Promise<PreparedSize | undefined> {
  const ports = portsOf(config, slot);
  console.log(`\n${target.label}, ${target.size} servicios: migrando y cargando…`);
  await (await startApi(ports.api, target.env)).stop();
  const started = Date.now();
  const seed = await seedDatabase(target.config, target.size);
  const seedSeconds = seconds(started);
  console.log(`  cargado en ${seedSeconds} s: ${JSON.stringify(seed.counts)}`);

  const list = chosenScenarios(scenarios(seed), config.scenarios);
  const captured = await captureSql(
    target,
    ports.api,
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
  const api = await startApi(ports.api, target.env);
  try {
    const floor =
      target.kind === 'mysql' ? await startCheckedFloor(target, ports.floor, captured, list) : undefined;
    return { target, seedSeconds, seed, list, captured, plans, api, floor };
  } catch (error) {
    await api.stop();
    throw error;
  }
}

function sizeResult(
  prepared: PreparedSize,
  measured: Map<string, Measurement[]>,
  floorMeasured?: Map<string, Measurement[]>,
): SizeResult {
  const { target, seedSeconds, seed, list, captured, plans, floor } = prepared;
  return {
    database: target.kind,
    size: target.size,
    seedSeconds,
    rows: seed.counts,
    scenarios: list.map(({ id, name, search }): ScenarioResult => ({
      id,
      name,
      search,
      api: measured.get(id) ?? [],
      ...(floor?.matches.has(id) && {
        floor: floorMeasured?.get(id) ?? [],
        floorMatchesApi: floor.matches.get(id),
      }),
    })),
    sql: captured.map(({ id, path, steps }) => ({ id, path, steps })),
    plans,
  };
}

/**
 * BENCH_MODE=instructions: each scenario the floor answers as the API does, on the API and then on the floor, each
 * started afresh under callgrind (instructions.ts) on the size's ports. Instruction counts do not move with the
 * machine's speed or with other processes, so a change of a few percent shows where a timed load cannot see it.
 */
async function countInstructions(prepared: PreparedSize, slot: number, config: BenchConfig): Promise<void> {
  const { target, list, api, floor } = prepared;
  const outputDir = resolve('tmp/bench/callgrind');
  mkdirSync(outputDir, { recursive: true });
  const launcher = underCallgrind(outputDir);
  const ports = portsOf(config, slot);
  const floorPlan = floorPlanFile(target);
  await api.stop();
  await floor?.server.stop();
  console.log(
    `\n${target.label}, ${target.size} servicios: instrucciones por petición en el hilo principal (callgrind)\n`,
  );
  console.log('| escenario | API | piso | API/piso |\n| --- | ---: | ---: | ---: |');
  for (const { id, name, path } of list.filter((scenario) => floor?.matches.get(scenario.id))) {
    const count = (server: RunningServer, side: string) =>
      instructionsPerRequest(server, path, config.instructions, {
        dir: outputDir,
        keepAs: `${target.size}-${id}-${side}.callgrind`,
      });
    const ofApi = await count(await startApi(ports.api, target.env, { launcher }), 'api');
    const ofFloor = await count(
      await startFloor(ports.floor, floorPlan, target.env.DATABASE_URL, { launcher }),
      'floor',
    );
    console.log(`| ${name} (${id}) | ${ofApi} | ${ofFloor} | ${(ofApi / ofFloor).toFixed(3)} |`);
  }
}

/** Under 5 % of a core for 2 s, and 10 minutes at most. */
const AT_REST = { share: 0.05, intervalMs: 2_000, maxMs: 600_000 };

/** Waits until `pids` together are at rest (AT_REST), and says how long it waited; `what` names them. */
async function waitForRest(pids: readonly number[], what: string): Promise<void> {
  const waited = await waitUntilIdle(() => processesCpuMs(pids), AT_REST);
  console.log(
    waited === undefined
      ? `\n${what}: sin reposo tras ${AT_REST.maxMs / 60_000} minutos; se mide igual`
      : `\n${what}: en reposo (esperados ${waited / 1000} s)`,
  );
}

/** What the browser measures of the pages, once per run. */
export type BrowserResults = Pick<WebResult, 'lighthouse' | 'readiness'>;

/**
 * Lighthouse and the page loads time the page's own work in the browser, so nothing else may share the CPU:
 * the other servers are stopped, and the first size's API and the database finish what the last load (booking,
 * which writes) left them. Right after the loads, they took 32 s to come to rest.
 */
async function browserAtRest(
  prepared: readonly PreparedSize[],
  databasePid: number | undefined,
  runs: number,
): Promise<BrowserResults> {
  const [first, ...others] = prepared;
  for (const { floor } of prepared) await floor?.server.stop();
  for (const { api } of others) await api.stop();
  const database = databasePid === undefined ? [] : [databasePid];
  await waitForRest([first.api.pid, ...database], 'La API de Lighthouse y la base de datos');
  const pages = ['/', '/services', `/service/${first.seed.detailServiceId}`];
  const lighthouse = await lighthouseScores(first.api.baseUrl, pages, runs);
  // /login besides: a page the browser draws alone, with its code preloaded instead of prerendered.
  return { lighthouse, readiness: await pageReadiness(first.api.baseUrl, [...pages, '/login']) };
}

/**
 * One database at every size: each size is prepared (prepareSize), then every scenario is loaded on the API
 * and the floor of each size side by side (loadSideBySide), so the growth from one size to the next compares
 * measurements seconds apart. The browser's measurements run once per run, against the first size's API.
 */
export async function runDatabase(
  kind: Target['kind'],
  config: BenchConfig,
  web: { browser?: BrowserResults },
): Promise<SizeResult[]> {
  const prepared: PreparedSize[] = [];
  const targets: Target[] = [];
  try {
    for (const [slot, size] of config.sizes.entries()) {
      const target = await freshTarget(kind, size, config);
      targets.push(target);
      const ready = await prepareSize(target, slot, config);
      if (ready) prepared.push(ready);
    }
    if (prepared.length === 0) return [];
    if (process.env.BENCH_MODE === 'instructions') {
      for (const [slot, size] of prepared.entries()) await countInstructions(size, slot, config);
      return [];
    }

    const databasePid = kind === 'mysql' ? await localDatabasePid(config.mysqlServer) : undefined;
    // After the 100,000-service seed the database flushes and purges for minutes, which slowed the first loads.
    if (databasePid !== undefined) await waitForRest([databasePid], 'La base de datos');
    const servers: LoadedServer[] = [];
    for (const { target, list, api, floor } of prepared) {
      const tokens = list.some(({ caller }) => caller !== 'anonymous') ? await logIn(api.baseUrl) : ANONYMOUS;
      servers.push({ server: api, label: `API ${target.size}`, tokens, scenarios: list });
      if (floor)
        servers.push({
          server: floor.server,
          label: `piso ${target.size}`,
          tokens: ANONYMOUS,
          scenarios: list,
          answers: floor.matches,
        });
    }
    const measured = await loadSideBySide(servers, databasePid, config);
    if (config.lighthouseRuns > 0 && !web.browser)
      web.browser = await browserAtRest(prepared, databasePid, config.lighthouseRuns);
    return prepared.map((size) => {
      const apiIndex = servers.findIndex(({ server }) => server === size.api);
      const floorIndex = servers.findIndex(({ server }) => server === size.floor?.server);
      return sizeResult(size, measured[apiIndex], floorIndex >= 0 ? measured[floorIndex] : undefined);
    });
  } finally {
    for (const { api, floor } of prepared) {
      await floor?.server.stop();
      await api.stop();
    }
    for (const target of targets) await target.dispose();
  }
}
