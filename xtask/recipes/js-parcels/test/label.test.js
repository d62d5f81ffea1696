'use strict';
const assert = require('node:assert/strict');
const { checkDigit, trackingNumber, addressLines } = require('../src/label');

describe('label', function () {
  it('check digit of a known number', function () {
    assert.equal(checkDigit('00000001234'), 3);
  });
  it('tracking number pads the serial', function () {
    assert.equal(trackingNumber(1234), 'PX000000012343');
  });
  it('address lines upper-case the city', function () {
    assert.deepEqual(addressLines({ name: 'J. Smit', street: 'Keizersgracht 123', postcode: '1015 CJ', city: 'Amsterdam', country: 'NL' }), [
      'J. Smit', 'Keizersgracht 123', '1015 CJ AMSTERDAM', 'NL',
    ]);
  });
  it('address lines without a city', function () {
    assert.deepEqual(addressLines({ name: 'Depot 4', street: 'Hafenstr. 2', postcode: '20457', country: 'DE' }), [
      'Depot 4', 'Hafenstr. 2', '20457', 'DE',
    ]);
  });
});
