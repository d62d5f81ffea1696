'use strict';
const { describe, it } = require('node:test');
const assert = require('node:assert/strict');
const { fare, dayTotal, peakFactor, DAILY_CAP } = require('../fares');

describe('fare', () => {
  it('charges one zone within zone 1', () => assert.equal(fare(1, 1), 280));
  it('charges two zones from 1 to 2', () => assert.equal(fare(1, 2), 320));
  it('caps at four zones', () => assert.equal(fare(1, 6), 450));
  it('rejects zone 0', () => assert.throws(() => fare(0, 2), /unknown zone/));
});

describe('daily cap', () => {
  it('adds trips under the cap', () => assert.equal(dayTotal([[1, 1], [1, 2]]), 600));
  it('stops at the cap', () => assert.equal(dayTotal([[1, 4], [4, 1], [1, 4], [2, 3]]), DAILY_CAP));
  it('reports each trip', () => assert.deepEqual(dayTotal([[1, 1]]), { total: 280, trips: 1 }));
});

describe('peak', () => {
  it('is 1.5 at 8am', () => assert.equal(peakFactor(8), 1.5));
  it('is 1 at 9am', () => assert.equal(peakFactor(9), 1));
  it.skip('night tariff', () => {});
  it.todo('weekend tariff');
});
