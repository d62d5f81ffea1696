'use strict';
const assert = require('node:assert/strict');
const { addBusinessDays, eta } = require('../src/eta');

describe('eta', function () {
  it('express ships next business day', function () {
    assert.equal(eta('2024-04-04', 'express'), '2024-04-05');
  });
  it('skips the weekend', function () {
    assert.equal(eta('2024-04-05', 'standard'), '2024-04-10');
  });
  it('skips a holiday', function () {
    assert.equal(eta('2024-04-25', 'express', ['2024-04-26']), '2024-04-29');
  });
  it('refuses an unknown service level', function () {
    assert.throws(() => eta('2024-04-04', 'overnight'), { name: 'TypeError', message: /unknown service/ });
  });
  it('zero days is the same day', function () {
    assert.equal(addBusinessDays('2024-04-06', 0), '2024-04-08');
  });
});
