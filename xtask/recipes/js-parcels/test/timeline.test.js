'use strict';
const assert = require('node:assert/strict');
const { sortEvents, currentStatus, transitHours, isRegression, summarize } = require('../src/timeline');

const events = [
  { status: 'picked_up', at: '2024-04-02T09:15:00Z', hub: 'AMS' },
  { status: 'label_created', at: '2024-04-01T17:40:00Z' },
  { status: 'in_transit', at: '2024-04-02T22:05:00Z', hub: 'CGN' },
  { status: 'in_transit', at: '2024-04-03T04:30:00Z', hub: 'FRA' },
  { status: 'out_for_delivery', at: '2024-04-03T07:55:00Z', hub: 'MUC' },
  { status: 'delivered', at: '2024-04-03T13:20:00+02:00' },
];

describe('timeline', function () {
  describe('sortEvents', function () {
    it('orders events by time', function () {
      assert.deepEqual(sortEvents(events).map((e) => e.status), [
        'label_created', 'picked_up', 'in_transit', 'in_transit', 'out_for_delivery', 'delivered',
      ]);
    });
    it('does not mutate its input', function () {
      const copy = [...events];
      sortEvents(events);
      assert.deepEqual(events, copy);
    });
  });

  describe('currentStatus', function () {
    it('is the latest event', function () {
      assert.equal(currentStatus(events), 'delivered');
    });
    it('is undefined for a parcel with no events', function () {
      assert.equal(currentStatus([]), undefined);
    });
  });

  describe('transitHours', function () {
    it('counts from pick-up to delivery across time zones', function () {
      assert.equal(transitHours(events), 26.083333333333332);
    });
  });

  describe('isRegression', function () {
    for (const [prev, next, expected] of [
      ['in_transit', 'picked_up', true],
      ['picked_up', 'in_transit', false],
      ['delivered', 'delivered', false],
      ['out_for_delivery', 'returned', true],
    ]) {
      it(`${prev} -> ${next} is ${expected ? '' : 'not '}a regression`, function () {
        assert.equal(isRegression(prev, next), expected);
      });
    }
  });

  describe('summarize', function () {
    it('lists the transit hubs', function () {
      assert.deepEqual(summarize({ id: 'PX000000012343', events }), {
        id: 'PX000000012343',
        status: 'delivered',
        hops: ['AMS', 'CGN', 'FRA'],
        hours: 26.083333333333332,
      });
    });
  });
});
