module.exports = {
  displayName: 'server-notifications',
  preset: '../../../jest.preset.js',
  rootDir: '.',
};
