import { cpuText, type Measurement } from './load';
import type { BenchResults, SizeResult } from './results';

const LABELS = { mysql: 'MariaDB', sqlite: 'SQLite' } as const;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const row = (cells: readonly (string | number)[]) => `| ${cells.join(' | ')} |`;
const table = (header: readonly string[], rows: readonly (readonly (string | number)[])[]) =>
  [row(header), row(header.map(() => '---')), ...rows.map(row)].join('\n');

/** API req/s over the floor's at the same connections: 1 would be the floor itself. */
const ratio = (api: Measurement, floor: Measurement | undefined) =>
  floor && floor.reqPerSec > 0 ? (api.reqPerSec / floor.reqPerSec).toFixed(2) : '';

function loadTable(run: SizeResult): string {
  const rows = run.scenarios.flatMap((scenario) =>
    scenario.api.map((api) => {
      const floor = scenario.floor?.find(({ connections }) => connections === api.connections);
      return [
        scenario.name,
        api.connections,
        api.results,
        api.reqPerSec,
        api.p50,
        api.p975,
        api.p99,
        api.errors,
        floor
          ? `${floor.reqPerSec} / ${floor.p50} / ${floor.p99}${scenario.floorMatchesApi ? '' : ' ≠'}`
          : '',
        ratio(api, floor),
        cpuText(api),
        floor ? cpuText(floor) : '',
      ];
    }),
  );
  return table(
    [
      'escenario',
      'conex.',
      'resultados',
      'req/s',
      'p50 ms',
      'p97,5 ms',
      'p99 ms',
      'errores',
      'piso req/s / p50 / p99',
      'API/piso req/s',
      'CPU µs/pet. API / BD / carga',
      'CPU µs/pet. piso / BD / carga',
    ],
    rows,
  );
}

/** The last size's value over the first's, e.g. `×1.32`; '' when there is nothing to compare. */
function growthOf(values: readonly number[]): string {
  const [first, last] = [values[0], values[values.length - 1]];
  return values.length > 1 && first > 0 && Number.isFinite(last) ? `×${(last / first).toFixed(2)}` : '';
}

/**
 * p50 and mean latency of each search scenario at each size, at the fewest connections measured, and the
 * growth of each from the smallest size to the largest: the target is on the p50.
 */
function growthTable(runs: readonly SizeResult[]): string {
  const sizes = runs.map(({ size }) => size);
  const connections = Math.min(
    ...runs.flatMap((run) => run.scenarios.flatMap((s) => s.api.map((m) => m.connections))),
  );
  const searches = runs[0].scenarios.filter(({ search }) => search);
  const rows = searches.map(({ id, name }) => {
    const measured = runs.map((run) =>
      run.scenarios.find((s) => s.id === id)?.api.find((m) => m.connections === connections),
    );
    return [
      name,
      ...measured.map((m) => (m ? `${m.p50} (${m.mean})` : '')),
      growthOf(measured.map((m) => m?.p50 ?? NaN)),
      growthOf(measured.map((m) => m?.mean ?? NaN)),
    ];
  });
  const header = ['escenario', ...sizes.map((size) => `${size}`), 'mayor/menor p50', 'mayor/menor media'];
  return `p50 (media) en ms a ${connections} conexión(es):\n\n${table(header, rows)}`;
}

function planTable(run: SizeResult): string {
  const rows = Object.entries(run.plans).flatMap(([id, plans]) =>
    plans.map((plan, index) => [
      run.scenarios.find((s) => s.id === id)?.name ?? id,
      index + 1,
      plan.summary.replace(/\|/g, '/'),
    ]),
  );
  return table(['escenario', 'sentencia', 'tablas: índice, filas examinadas'], rows);
}

/** The run as Markdown: load per database and size, growth, plans at the largest size, web. */
export function markdownReport(results: BenchResults): string {
  const turns = results.rounds && results.rounds > 1 ? ` en ${results.rounds} turnos` : '';
  const warmup = results.warmupS ? `, tras ${results.warmupS} s de calentamiento` : '';
  const sections = [
    `# Bench ${results.startedAt} (${results.commit}, ${results.durationS} s por escenario${turns}${warmup})`,
  ];
  for (const database of ['mysql', 'sqlite'] as const) {
    const runs = results.runs.filter((run) => run.database === database);
    if (runs.length === 0) continue;
    for (const run of runs)
      sections.push(
        `## ${LABELS[database]}, ${run.size} servicios (${Object.entries(run.rows)
          .map(([name, count]) => `${count} ${name}`)
          .join(', ')}; carga ${run.seedSeconds} s)`,
        loadTable(run),
      );
    sections.push(`## ${LABELS[database]}: crecimiento de la búsqueda`, growthTable(runs));
    const largest = runs[runs.length - 1];
    sections.push(
      `## ${LABELS[database]}: planes de la búsqueda a ${largest.size} servicios`,
      planTable(largest),
    );
  }
  if (results.web) {
    const { bundles, lighthouse, readiness = [] } = results.web;
    sections.push(
      '## Web',
      table(
        ['JavaScript (gzip)', 'tamaño'],
        [
          ['inicial de /', kb(bundles.initialHome)],
          ['inicial de /services', kb(bundles.initialServices)],
          [`mayor chunk diferido (${bundles.largestLazyChunk.file})`, kb(bundles.largestLazyChunk.gzip)],
        ],
      ),
    );
    if (lighthouse.length)
      sections.push(
        table(
          [
            'página',
            'dispositivo',
            'rendimiento',
            'accesibilidad',
            'SEO',
            'LCP s',
            'TBT ms',
            'TBT estimado ms (reloj / CPU)',
            'CLS',
          ],
          lighthouse.map((score) => [
            score.page,
            score.formFactor,
            score.performance,
            score.accessibility,
            score.seo,
            (score.lcpMs / 1000).toFixed(2),
            score.tbtMs,
            `${score.tbtWallMs} / ${score.tbtCpuMs}`,
            score.cls,
          ]),
        ),
        'TBT estimado: las tareas del hilo principal tras el primer contenido, ralentizadas como en Lighthouse ' +
          '(×4 en móvil) y contadas pasados 50 ms, por su tiempo de reloj (lo que Lighthouse simula) y por su ' +
          'tiempo de CPU (sin lo que el hilo esperó un núcleo libre).',
      );
    if (readiness.length)
      sections.push(
        table(
          ['página', 'protocolo', 'ida y vuelta ms', 'primer texto s', 'responde s'],
          readiness.map((load) => [
            load.page,
            load.protocol,
            load.roundTripMs,
            (load.firstContentMs / 1000).toFixed(2),
            (load.interactiveMs / 1000).toFixed(2),
          ]),
        ),
        'Carga en Chromium con la caché vacía, por HTTP/1.1 a la API o por HTTP/2 con TLS delante, como se ' +
          'despliega, con la ida y vuelta sumada a cada pedido (mediana de 7): cuándo se ve el primer texto y ' +
          'cuándo la página responde (React la tomó).',
      );
  }
  return `${sections.join('\n\n')}\n`;
}
