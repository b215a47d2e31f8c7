module.exports = {
  displayName: 'server-scheduling',
  preset: '../../../jest.preset.js',
  rootDir: '.',
};
