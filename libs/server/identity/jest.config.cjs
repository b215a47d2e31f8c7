module.exports = {
  displayName: 'server-identity',
  preset: '../../../jest.preset.js',
  rootDir: '.',
};
