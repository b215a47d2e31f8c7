module.exports = {
  displayName: 'demo-seed',
  preset: '../../jest.preset.js',
  rootDir: '.',
};
