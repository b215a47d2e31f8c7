module.exports = {
  displayName: 'api',
  preset: '../../jest.preset.js',
  rootDir: '.',
};
