module.exports = {
  displayName: 'lint-rules',
  preset: '../../jest.preset.js',
  rootDir: '.',
  // ESLint builds the Nx project graph on its first file.
  testTimeout: 60_000,
};
