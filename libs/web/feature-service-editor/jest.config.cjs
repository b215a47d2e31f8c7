module.exports = {
  displayName: 'web-feature-service-editor',
  preset: '../../../jest.preset.js',
  rootDir: '.',
  testEnvironment: 'jsdom',
  setupFiles: ['../../../tools/jest/polyfills-dom.ts'],
  setupFilesAfterEnv: ['../../../tools/jest/setup-dom.ts'],
};
