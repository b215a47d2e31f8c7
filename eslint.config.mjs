import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';

const frameworkImports = {
  patterns: [
    {
      group: ['@nestjs/*', 'typeorm', 'typeorm/*', 'fastify', '@fastify/*', 'mysql2', 'better-sqlite3'],
      message: 'Domain code is plain TypeScript: keep frameworks in infrastructure.',
    },
  ],
};

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
    rules: { 'no-restricted-imports': ['error', frameworkImports] },
  },
  {
    files: ['libs/server/*/src/application/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'typeorm',
                'typeorm/*',
                'fastify',
                '@fastify/*',
                'mysql2',
                'better-sqlite3',
                '**/infrastructure/**',
              ],
              message: 'Use cases talk to ports, never to the database or HTTP.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['libs/web/**/*.ts', 'libs/web/**/*.tsx', 'apps/web/**/*.tsx', 'apps/web/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
];
