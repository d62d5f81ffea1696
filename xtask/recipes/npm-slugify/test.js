// A small test runner over node:assert; two cases fail.
'use strict';
const assert = require('node:assert/strict');
const { slugify, uniqueSlug } = require('./index');

const cases = [
  ['Hello World', 'hello-world'],
  ['  Leading and trailing  ', 'leading-and-trailing'],
  ['Crème brûlée recipes', 'creme-brulee-recipes'],
  ['C++ in 2024', 'c-in-2024'],
  ['already-a-slug', 'already-a-slug'],
  ['Ünïcödé Títle', 'unicode-title'],
];

let failed = 0;
for (const [input, want] of cases) {
  try {
    assert.equal(slugify(input), want);
    console.log(`ok - slugify(${JSON.stringify(input)})`);
  } catch (err) {
    failed += 1;
    console.log(`not ok - slugify(${JSON.stringify(input)})`);
    console.error(err.message);
  }
}
assert.equal(uniqueSlug('Hello World', new Set(['hello-world'])), 'hello-world-2');
console.log(`# ${cases.length - failed} passed, ${failed} failed`);
if (failed > 0) {
  throw new Error(`${failed} slug cases failed`);
}
