import test from 'ava';
import { lotCode } from '../src/lots.js';

test('pads the day to three digits', (t) => {
  t.is(lotCode('N', 7, 42), 'N-007-0042');
});

test('pads the sequence to four digits', (t) => {
  t.is(lotCode('S', 212, 7), 'S-212-007');
});

test('a lot code has three fields', (t) => {
  t.deepEqual(lotCode('E', 1, 1).split('-'), ['E', '001', '0001']);
});

test('lot codes of a whole shift', (t) => {
  const codes = [1, 2, 3].map((s) => lotCode('N', 212, s));
  t.deepEqual(codes, ['N-212-0001', 'N-212-0002', 'N-212-0004']);
});

test('day zero is rejected', (t) => {
  t.throws(() => lotCode('N', 0, 1));
});
