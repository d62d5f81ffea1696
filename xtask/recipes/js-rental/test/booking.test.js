'use strict';

const { Fleet, quote, summarize } = require('../src/booking');

const bikes = [
  { id: 'c-01', kind: 'city' },
  { id: 'c-02', kind: 'city' },
  { id: 'e-01', kind: 'ebike' },
  { id: 'k-01', kind: 'cargo' },
];

const ana = { name: 'ana', membership: { tier: 'gold' } };
const ben = { name: 'ben', membership: { tier: 'none' } };

describe('Fleet', () => {
  test('lists free bikes of a kind', () => {
    const fleet = new Fleet(bikes);
    expect(fleet.available('city', '2024-05-01T09:00', '2024-05-01T10:00').map((b) => b.id)).toEqual([
      'c-01',
      'c-02',
    ]);
  });

  test('books the first free bike', () => {
    const fleet = new Fleet(bikes);
    const booking = fleet.book('city', '2024-05-01T09:00', '2024-05-01T10:00', ana);
    expect(booking).toEqual({ bikeId: 'c-01', start: '2024-05-01T09:00', end: '2024-05-01T10:00', customer: 'ana' });
  });

  test('does not double-book a bike', () => {
    const fleet = new Fleet(bikes);
    fleet.book('ebike', '2024-05-01T09:00', '2024-05-01T12:00', ana);
    expect(() => fleet.book('ebike', '2024-05-01T10:00', '2024-05-01T11:00', ben)).toThrow(/no ebike bike free/);
  });

  test('a booking ending at the start of another does not overlap', () => {
    const fleet = new Fleet(bikes);
    fleet.book('cargo', '2024-05-01T09:00', '2024-05-01T12:00', ana);
    expect(fleet.book('cargo', '2024-05-01T12:00', '2024-05-01T13:00', ben).bikeId).toBe('k-01');
  });
});

describe('quote', () => {
  test('applies the member discount', () => {
    expect(quote('ebike', '2024-05-01T09:00:00Z', '2024-05-01T12:00:00Z', ana)).toEqual({
      kind: 'ebike',
      base: 27,
      total: 21.6,
      currency: 'EUR',
    });
  });

  test('charges walk-in customers the base price', () => {
    const walkIn = { name: 'guest' };
    expect(quote('city', '2024-05-01T09:00:00Z', '2024-05-01T11:00:00Z', walkIn).total).toBe(9);
  });
});

describe('summarize', () => {
  test('is empty without bookings', () => {
    expect(summarize([])).toEqual({});
  });

  test('groups bookings by customer with distinct bikes', () => {
    const fleet = new Fleet(bikes);
    const bookings = [
      fleet.book('city', '2024-05-01T09:00', '2024-05-01T10:00', ana),
      fleet.book('city', '2024-05-01T11:00', '2024-05-01T12:00', ana),
      fleet.book('ebike', '2024-05-01T09:00', '2024-05-01T10:00', ben),
      fleet.book('city', '2024-05-01T13:00', '2024-05-01T14:00', ana),
    ];
    expect(summarize(bookings)).toEqual({
      ana: { count: 3, bikes: ['c-01'] },
      ben: { count: 1, bikes: ['e-01'] },
    });
  });
});
