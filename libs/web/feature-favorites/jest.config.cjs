module.exports = {
  displayName: 'web-feature-favorites',
  preset: '../../../jest.preset.js',
  rootDir: '.',
  testEnvironment: 'jsdom',
  setupFiles: ['../../../tools/jest/polyfills-dom.ts'],
  setupFilesAfterEnv: ['../../../tools/jest/setup-dom.ts'],
};
