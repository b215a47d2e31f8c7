import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';

const frameworkImports = [
  {
    group: ['@nestjs/*', 'typeorm', 'typeorm/*', 'fastify', '@fastify/*', 'mysql2', 'better-sqlite3'],
    message: 'Domain code is plain TypeScript: keep frameworks in infrastructure.',
  },
];

// Domain and application code load the kernel's pure entry only; its root entry brings Nest with it.
const kernelOutsideDomain = [
  { name: '@changas/server/kernel', message: "Import from '@changas/server/kernel/domain'." },
  { name: '@changas/server/kernel/testing', message: 'Test helpers stay in tests.' },
];

// Bounded contexts depend on each other in one direction only (ARCHITECTURE.md section 2).
const contextDependencies = {
  identity: [],
  catalog: ['identity'],
  notifications: ['catalog', 'identity'],
  scheduling: ['notifications', 'catalog', 'identity'],
  reputation: ['scheduling', 'catalog', 'identity'],
  favourites: ['catalog'],
};
const contextConstraints = Object.entries(contextDependencies).map(([context, allowed]) => ({
  sourceTag: `context:${context}`,
  onlyDependOnLibsWithTags: [
    ...allowed.map((other) => `context:${other}`),
    'type:kernel',
    'type:util',
    'type:contracts',
  ],
}));

export default [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/javascript'],
  {
    ignores: [
      '**/dist',
      '**/node_modules',
      '**/coverage',
      '**/.nx',
      '**/storybook-static',
      '**/test-results',
      '**/playwright-report',
      '**/vite.config.*.timestamp*',
    ],
  },
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.jsx', '**/*.mjs', '**/*.cjs'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: true,
          allow: [],
          depConstraints: [
            { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['*'] },
            { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:server', onlyDependOnLibsWithTags: ['scope:server', 'scope:shared'] },
            { sourceTag: 'scope:web', onlyDependOnLibsWithTags: ['scope:web', 'scope:shared'] },
            { sourceTag: 'scope:api', onlyDependOnLibsWithTags: ['scope:server', 'scope:shared'] },
            {
              sourceTag: 'type:app',
              onlyDependOnLibsWithTags: [
                'type:feature',
                'type:ui',
                'type:data-access',
                'type:util',
                'type:contracts',
                'type:kernel',
                'type:context',
                'type:seed',
              ],
            },
            {
              sourceTag: 'type:bench',
              onlyDependOnLibsWithTags: ['type:context', 'type:kernel', 'type:util', 'type:contracts'],
            },
            {
              sourceTag: 'type:seed',
              onlyDependOnLibsWithTags: ['type:context', 'type:kernel', 'type:util', 'type:contracts'],
            },
            {
              sourceTag: 'type:feature',
              onlyDependOnLibsWithTags: ['type:ui', 'type:data-access', 'type:util', 'type:contracts'],
            },
            { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:ui', 'type:util', 'type:contracts'] },
            {
              sourceTag: 'type:data-access',
              onlyDependOnLibsWithTags: ['type:data-access', 'type:util', 'type:contracts'],
            },
            {
              sourceTag: 'type:context',
              onlyDependOnLibsWithTags: ['type:context', 'type:kernel', 'type:util', 'type:contracts'],
            },
            ...contextConstraints,
            { sourceTag: 'type:kernel', onlyDependOnLibsWithTags: ['type:util', 'type:contracts'] },
            { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:util', 'type:contracts'] },
            { sourceTag: 'type:contracts', onlyDependOnLibsWithTags: ['type:contracts'] },
          ],
        },
      ],
    },
  },
  {
    files: ['libs/server/*/src/domain/**/*.ts'],
    ignores: ['**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: kernelOutsideDomain,
          patterns: [
            ...frameworkImports,
            {
              group: ['**/application', '**/application/**', '**/infrastructure', '**/infrastructure/**'],
              message: 'The domain depends on nothing above it.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['libs/server/*/src/application/**/*.ts'],
    ignores: ['**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ...kernelOutsideDomain,
            {
              name: '@nestjs/common',
              allowImportNames: ['Inject', 'Injectable'],
              message: "Use cases take only Nest's DI decorators; everything else belongs in infrastructure.",
            },
          ],
          patterns: [
            {
              group: [
                ...frameworkImports[0].group.filter((name) => name !== '@nestjs/*'),
                '@nestjs/*',
                '!@nestjs/common',
              ],
              message: 'Use cases talk to ports, never to the database, HTTP or the framework.',
            },
            {
              group: ['**/infrastructure', '**/infrastructure/**'],
              message: 'Use cases talk to ports, never to adapters.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.spec.ts', '**/*.spec.tsx', 'apps/web-e2e/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[property.name='only']",
          message: 'A focused test skips the rest of the suite.',
        },
      ],
      'no-restricted-globals': ['error', 'fit', 'fdescribe'],
    },
  },
  {
    files: ['libs/web/**/*.ts', 'libs/web/**/*.tsx', 'apps/web/**/*.tsx', 'apps/web/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
];
