const path = require('node:path');

module.exports = {
  entry: { app: './web/index.js', admin: './web/admin.js' },
  output: { path: path.resolve(__dirname, 'dist'), filename: '[name].[contenthash:8].js', clean: true },
  stats: { colors: false },
};
