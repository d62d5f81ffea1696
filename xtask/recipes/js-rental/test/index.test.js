'use strict';

const api = require('../src');

describe('public api', () => {
  test.each(['rentalPrice', 'memberDiscount', 'lateFee', 'Fleet', 'quote'])('exports %s', (name) => {
    expect(typeof api[name]).toBe('function');
  });
});
