// Two bench runs side by side: `npx nx run bench:compare --args="bench-results/a.json bench-results/b.json"`.
// For every database, size, scenario and connection count both runs measured: req/s and p50, before → after.
import { readFileSync } from 'node:fs';
import type { BenchResults } from './results';

const [beforeFile, afterFile] = process.argv.slice(2);
if (!beforeFile || !afterFile) {
  console.error('Uso: compare.ts <antes.json> <después.json>');
  process.exit(1);
}
const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as BenchResults;
const [before, after] = [read(beforeFile), read(afterFile)];

const rows = after.runs.flatMap((run) =>
  run.scenarios.flatMap((scenario) =>
    scenario.api.flatMap((now) => {
      const then = before.runs
        .find(({ database, size }) => database === run.database && size === run.size)
        ?.scenarios.find(({ id }) => id === scenario.id)
        ?.api.find(({ connections }) => connections === now.connections);
      if (!then) return [];
      return [
        `| ${run.database} | ${run.size} | ${scenario.name} | ${now.connections} | ${then.reqPerSec} → ${now.reqPerSec} | ${then.p50} → ${now.p50} | ${then.p99} → ${now.p99} |`,
      ];
    }),
  ),
);
console.log(`Antes: ${before.startedAt} (${before.commit}); después: ${after.startedAt} (${after.commit})\n`);
console.log(
  '| base | servicios | escenario | conex. | req/s | p50 ms | p99 ms |\n| --- | --- | --- | --- | --- | --- | --- |',
);
console.log(rows.join('\n'));
