module.exports = {
  displayName: 'server-reputation',
  preset: '../../../jest.preset.js',
  rootDir: '.',
};
