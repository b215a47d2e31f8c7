module.exports = {
  displayName: 'shared-contracts',
  preset: '../../../jest.preset.js',
  rootDir: '.',
};
