module.exports = {
  displayName: 'shared-locations',
  preset: '../../../jest.preset.js',
  rootDir: '.',
};
