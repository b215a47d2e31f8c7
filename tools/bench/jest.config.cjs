module.exports = {
  displayName: 'bench',
  preset: '../../jest.preset.js',
  rootDir: '.',
};
