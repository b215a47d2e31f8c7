const { NxAppWebpackPlugin } = require('@nx/webpack/app-plugin');
const { join } = require('path');

// One bundle of the app and the workspace libs; node_modules stay external and resolve from the
// workspace root, so `node dist/apps/api/main.js` runs from there.
module.exports = {
  output: {
    path: join(__dirname, '../../dist/apps/api'),
    clean: true,
    ...(process.env.NODE_ENV !== 'production' && {
      devtoolModuleFilenameTemplate: '[absolute-resource-path]',
    }),
  },
  // NODE_ENV is read when the server starts, never frozen into the bundle.
  optimization: { nodeEnv: false },
  plugins: [
    new NxAppWebpackPlugin({
      target: 'node',
      compiler: 'tsc',
      main: './src/main.ts',
      tsConfig: './tsconfig.json',
      externalDependencies: 'all',
      optimization: false,
      outputHashing: 'none',
      generatePackageJson: false,
      sourceMap: true,
      // The demo seed's images, served read-only at /media/ (MEDIA_DIR defaults to this folder).
      assets: [{ input: 'tools/demo-seed/assets', glob: '**/*', output: 'media' }],
    }),
  ],
};
