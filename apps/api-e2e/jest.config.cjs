// HTTP tests of the real API against a real database: TEST_DB=sqlite (default) or TEST_DB=mysql.
module.exports = {
  displayName: `api-e2e (${process.env.TEST_DB ?? 'sqlite'})`,
  preset: '../../jest.preset.js',
  rootDir: '.',
  // content-disposition (used by @fastify/static) ships only as ESM, which Jest on Node 20 cannot require.
  transformIgnorePatterns: ['/node_modules/(?!content-disposition/)'],
  // Starting Nest and migrating a fresh MySQL database takes seconds, not milliseconds.
  testTimeout: 120_000,
};
