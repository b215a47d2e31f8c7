// Shared Jest preset: SWC transpiles TS/TSX (with decorator metadata for Nest/TypeORM) and the
// ESM-only Storybook packages that portable-story tests import.
const { compilerOptions } = require('./tsconfig.base.json');
const path = require('path');

const moduleNameMapper = Object.fromEntries(
  Object.entries(compilerOptions.paths).map(([alias, [target]]) => [
    `^${alias.replace(/[/.]/g, (c) => `\\${c}`)}$`,
    path.join(__dirname, target),
  ]),
);

const swc = {
  jsc: {
    parser: { syntax: 'typescript', tsx: true, decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
    target: 'es2022',
  },
  module: { type: 'commonjs' },
};

module.exports = {
  transform: { '^.+\\.(t|j|mj)sx?$': ['@swc/jest', swc] },
  transformIgnorePatterns: ['/node_modules/(?!(storybook|@storybook)/)'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'json'],
  moduleNameMapper,
  testMatch: ['**/?(*.)+(spec|test).[jt]s?(x)'],
  testEnvironment: 'node',
  // Typing through user-event in jsdom takes seconds when CI runs two suites on its two cores.
  testTimeout: 20_000,
};
