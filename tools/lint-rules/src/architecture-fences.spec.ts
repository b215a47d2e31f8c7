import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

/**
 * The architecture's boundaries are lint rules (eslint.config.mjs and the Nx tags): each probe is a
 * file that would break one (or keep to it), placed where it would live. All probes are linted in
 * one ESLint process, which builds the Nx project graph once.
 */
interface Probe {
  readonly name: string;
  readonly filePath: string;
  readonly code: string;
  /** The rule that must refuse the file; none when the file keeps to the architecture. */
  readonly refusedBy?: string;
}

const importing = (names: string, from: string) =>
  `import { ${names} } from '${from}';\nexport const used = [${names}];`;
const DOMAIN = 'libs/server/identity/src/domain/fence-probe.ts';
const USE_CASE = 'libs/server/identity/src/application/fence-probe.ts';
const LAYERS = 'no-restricted-imports';
const CONTEXTS = '@nx/enforce-module-boundaries';
const FOCUS = 'no-restricted-syntax';

const PROBES: readonly Probe[] = [
  {
    name: "domain → Nest's module system",
    filePath: DOMAIN,
    code: importing('Module', '@nestjs/common'),
    refusedBy: LAYERS,
  },
  { name: 'domain → TypeORM', filePath: DOMAIN, code: importing('Repository', 'typeorm'), refusedBy: LAYERS },
  {
    name: 'domain → the kernel’s Nest entry',
    filePath: DOMAIN,
    code: importing('KernelModule', '@changas/server/kernel'),
    refusedBy: LAYERS,
  },
  {
    name: 'domain → test helpers',
    filePath: DOMAIN,
    code: importing('ManualClock', '@changas/server/kernel/testing'),
    refusedBy: LAYERS,
  },
  {
    name: 'domain → a use case',
    filePath: DOMAIN,
    code: importing('LoginUser', '../application/login-user.use-case'),
    refusedBy: LAYERS,
  },
  {
    name: 'domain → an adapter',
    filePath: DOMAIN,
    code: importing('UserOrmEntity', '../infrastructure/persistence/user.orm-entity'),
    refusedBy: LAYERS,
  },
  {
    name: 'domain → the pure kernel',
    filePath: DOMAIN,
    code: importing('ok', '@changas/server/kernel/domain'),
  },
  {
    name: 'use case → Nest beyond DI',
    filePath: USE_CASE,
    code: importing('Controller', '@nestjs/common'),
    refusedBy: LAYERS,
  },
  {
    name: 'use case → an adapter',
    filePath: USE_CASE,
    code: importing('UserOrmEntity', '../infrastructure/persistence/user.orm-entity'),
    refusedBy: LAYERS,
  },
  {
    name: 'use case → the kernel’s Nest entry',
    filePath: USE_CASE,
    code: importing('unwrap', '@changas/server/kernel'),
    refusedBy: LAYERS,
  },
  {
    name: "use case → Nest's DI decorators",
    filePath: USE_CASE,
    code: importing('Inject, Injectable', '@nestjs/common'),
  },
  {
    name: 'identity → catalog',
    filePath: 'libs/server/identity/src/infrastructure/fence-probe.ts',
    code: importing('GetService', '@changas/server/catalog'),
    refusedBy: CONTEXTS,
  },
  {
    name: 'catalog → scheduling',
    filePath: 'libs/server/catalog/src/infrastructure/fence-probe.ts',
    code: importing('SchedulingModule', '@changas/server/scheduling'),
    refusedBy: CONTEXTS,
  },
  {
    // Not a cycle: only the context tags forbid it (favourites depends on catalog alone).
    name: 'favourites → identity',
    filePath: 'libs/server/favourites/src/infrastructure/fence-probe.ts',
    code: importing('GetUsersByIds', '@changas/server/identity'),
    refusedBy: CONTEXTS,
  },
  {
    name: 'scheduling → identity',
    filePath: 'libs/server/scheduling/src/infrastructure/fence-probe.ts',
    code: importing('GetUsersByIds', '@changas/server/identity'),
  },
  {
    name: 'a focused Jest suite',
    filePath: 'libs/server/identity/src/domain/fence-probe.spec.ts',
    code: "describe.only('x', () => undefined);",
    refusedBy: FOCUS,
  },
  {
    name: 'a focused Jest case',
    filePath: 'libs/server/identity/src/domain/fence-probe.spec.ts',
    code: "it.only('x', () => undefined);",
    refusedBy: FOCUS,
  },
  {
    name: 'a focused Playwright suite',
    filePath: 'apps/web-e2e/src/fence-probe.spec.ts',
    code: "test.describe.only('x', () => undefined);",
    refusedBy: FOCUS,
  },
  {
    name: 'fit',
    filePath: 'libs/server/identity/src/domain/fence-probe.spec.ts',
    code: "fit('x', () => undefined);",
    refusedBy: 'no-restricted-globals',
  },
];

describe('architecture fences', () => {
  let problems: ReadonlyMap<string, readonly string[]>;

  beforeAll(() => {
    const output = execFileSync(process.execPath, [join(__dirname, 'lint-texts.mjs')], {
      input: JSON.stringify(PROBES),
      encoding: 'utf8',
    });
    const answers: string[][] = JSON.parse(output);
    problems = new Map(PROBES.map(({ name }, index) => [name, answers[index]]));
  });

  it.each(PROBES.filter(({ refusedBy }) => refusedBy).map((probe) => [probe.name, probe.refusedBy]))(
    'refuse %s (%s)',
    (name, rule) => {
      expect(problems.get(name as string)).toContain(rule);
    },
  );

  it.each(PROBES.filter(({ refusedBy }) => !refusedBy).map(({ name }) => name))('allow %s', (name) => {
    expect(problems.get(name)).toEqual([]);
  });
});
