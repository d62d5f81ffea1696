// Bundles the library; requires a dependency that is not installed.
'use strict';
const terser = require('terser');
console.log(terser.minify(require('fs').readFileSync('index.js', 'utf8')));
