import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { startApi } from '../api-process';
import { logIn, requestOnce, type Tokens } from '../http-client';
import type { Scenario } from '../scenarios';
import type { Target } from '../targets';
import type { RecordedStatement } from './recorded-statement';

/** The statements one request of a scenario sent, in order; each step's statements ran in parallel. */
export interface CapturedScenario {
  readonly id: string;
  readonly path: string;
  readonly steps: readonly (readonly RecordedStatement[])[];
  /** The API's answer, which the floor must match. */
  readonly answer: unknown;
}

/**
 * Groups statements sent while another was still unanswered: the API awaited them together
 * (Promise.all), so the floor sends them together too.
 */
function steps(statements: readonly RecordedStatement[]): RecordedStatement[][] {
  const grouped: RecordedStatement[][] = [];
  let stepEnd = -Infinity;
  for (const statement of [...statements].sort((a, b) => a.start - b.start)) {
    if (statement.start < stepEnd) grouped[grouped.length - 1].push(statement);
    else grouped.push([statement]);
    stepEnd = Math.max(stepEnd, statement.end);
  }
  return grouped;
}

/**
 * Two requests per scenario (reads only) against the API with the SQL recorder preloaded, the second
 * recorded: what every scenario sends to the database, reproducibly.
 */
export async function captureSql(
  target: Target,
  port: number,
  scenarios: readonly Scenario[],
): Promise<CapturedScenario[]> {
  mkdirSync(resolve('tmp/bench'), { recursive: true });
  const log = resolve(`tmp/bench/sql-${target.kind}.jsonl`);
  writeFileSync(log, '');
  const api = await startApi(port, target.env, { recordSqlTo: log });
  try {
    const tokens: Tokens = await logIn(api.baseUrl);
    const captured: CapturedScenario[] = [];
    for (const scenario of scenarios) {
      // The first request opens the pool's connections; their handshakes would hide parallel statements.
      await requestOnce(api.baseUrl, scenario, tokens);
      writeFileSync(log, '');
      const { status, body } = await requestOnce(api.baseUrl, scenario, tokens);
      if (status < 200 || status > 299)
        throw new Error(`${scenario.name}: ${status} ${JSON.stringify(body)}`);
      const statements = readFileSync(log, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as RecordedStatement);
      captured.push({ id: scenario.id, path: scenario.path, steps: steps(statements), answer: body });
    }
    return captured;
  } finally {
    await api.stop();
  }
}

/** The statements as text: `BENCH_MODE=sql` prints them; parallel ones share a step number. */
export const formatCapture = (captured: readonly CapturedScenario[]): string =>
  captured
    .map(({ id, path, steps: all }) =>
      [
        `-- ${id}: ${path}`,
        ...all.flatMap((step, index) =>
          step.map(
            ({ sql, params }) =>
              `[${index + 1}] ${sql}${params.length ? `  -- ${JSON.stringify(params)}` : ''}`,
          ),
        ),
      ].join('\n'),
    )
    .join('\n\n');
