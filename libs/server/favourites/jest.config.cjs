module.exports = {
  displayName: 'server-favourites',
  preset: '../../../jest.preset.js',
  rootDir: '.',
};
