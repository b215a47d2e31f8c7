module.exports = {
  displayName: 'server-kernel',
  preset: '../../../jest.preset.js',
  rootDir: '.',
};
