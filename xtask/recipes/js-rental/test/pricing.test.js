'use strict';

const { rentalPrice, memberDiscount, lateFee, hoursBetween, roundCents } = require('../src/pricing');

describe('hoursBetween', () => {
  test('rounds a started hour up', () => {
    expect(hoursBetween('2024-05-01T09:00:00Z', '2024-05-01T10:05:00Z')).toBe(2);
  });
});

describe('rentalPrice', () => {
  test.each([
    ['city', '2024-05-01T09:00:00Z', '2024-05-01T11:00:00Z', 9],
    ['ebike', '2024-05-01T09:00:00Z', '2024-05-01T12:00:00Z', 27],
    ['cargo', '2024-05-01T09:00:00Z', '2024-05-01T10:00:00Z', 12],
    ['city', '2024-05-01T08:00:00Z', '2024-05-01T20:00:00Z', 25],
    ['ebike', '2024-05-01T09:00:00Z', '2024-05-03T09:00:00Z', 110],
  ])('%s from %s to %s costs %d', (kind, start, end, price) => {
    expect(rentalPrice(kind, start, end)).toBe(price);
  });

  test('rejects an unknown kind', () => {
    expect(() => rentalPrice('tandem', '2024-05-01T09:00:00Z', '2024-05-01T10:00:00Z')).toThrow(
      'unknown bike kind: tandem',
    );
  });
});

describe('memberDiscount', () => {
  test('gold members pay 80%', () => {
    expect(memberDiscount(50, 'gold')).toBe(40);
  });

  test('silver members pay 90%', () => {
    expect(memberDiscount(27, 'silver')).toBe(24.3);
  });
});

describe('lateFee', () => {
  test('is free within the grace period', () => {
    expect(lateFee(15)).toBe(0);
  });

  test('bills started quarters after the grace period', () => {
    const fee = lateFee(20);
    expect(fee).toBe(2);
  });

  test('rounds cents', () => {
    expect(roundCents(10.005)).toBe(10.01);
  });
});
