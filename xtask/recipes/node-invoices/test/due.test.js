'use strict';

const { describe, it } = require('node:test');
const assert = require('node:assert');
const { addBusinessDays, dueDate, isOverdue, remind } = require('../lib/due');

const customer = { email: 'ap@northwind.example', terms: 'NET30' };
const day = (s) => new Date(s + 'T00:00:00Z');

describe('addBusinessDays', () => {
  it('skips a weekend', () => assert.strictEqual(addBusinessDays(day('2024-03-08'), 1).toISOString(), '2024-03-11T00:00:00.000Z'));
  it('counts five days as a week', () => assert.strictEqual(addBusinessDays(day('2024-03-04'), 5).toISOString(), '2024-03-11T00:00:00.000Z'));
  it('is the identity for zero days', () => assert.strictEqual(addBusinessDays(day('2024-03-09'), 0).toISOString(), '2024-03-09T00:00:00.000Z'));
});

describe('dueDate', () => {
  it('adds net days', () => {
    assert.strictEqual(dueDate({ issued: '2024-03-11', customer }).toISOString(), '2024-04-10T00:00:00.000Z');
  });
  it('counts end-of-month terms in business days', () => {
    const eom = { issued: '2024-03-11', customer: { ...customer, terms: '10EOM' } };
    assert.strictEqual(dueDate(eom).toISOString(), '2024-04-12T00:00:00.000Z');
  });
  it('handles a customer without terms', () => {
    assert.strictEqual(dueDate({ issued: '2024-03-11', customer: { email: 'x@example.com' } }).toISOString(), '2024-04-10T00:00:00.000Z');
  });
});

describe('isOverdue', () => {
  for (const [today, expected] of [['2024-04-09', false], ['2024-04-10', false], ['2024-04-11', true]]) {
    it(`on ${today} is ${expected}`, () => assert.strictEqual(isOverdue({ issued: '2024-03-11', customer }, day(today)), expected));
  }
});

describe('remind', () => {
  it('sends a reminder for an overdue invoice', async () => {
    const sent = [];
    const id = await remind(
      { number: 'INV-7', issued: '2024-01-02', checkedOn: '2024-03-01', customer },
      async (to, subject) => { sent.push({ to, subject }); return { id: 'msg-1' }; },
    );
    assert.strictEqual(id, 'msg-1');
    assert.deepStrictEqual(sent, [{ to: 'ap@northwind.example', subject: 'Invoice INV-7 is overdue' }]);
  });
  it('reports the mailer failure', async () => {
    await assert.rejects(
      remind({ number: 'INV-8', issued: '2024-01-02', checkedOn: '2024-03-01', customer }, async () => undefined),
      /mailer returned no receipt/,
    );
  });
});
