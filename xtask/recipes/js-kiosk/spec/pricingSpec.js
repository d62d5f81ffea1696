const { price, groupTotal, formatEuro } = require('../src/pricing');

describe('price', () => {
  it('charges an adult the base price', () => {
    expect(price('adult')).toBe(1800);
  });
  it('halves prices on Wednesdays', () => {
    expect(price('adult', { date: new Date('2024-06-05') })).toBe(900);
  });
  it('lets members in free', () => {
    expect(price('senior', { member: true })).toBe(0);
  });
  it('rejects an unknown kind', () => {
    expect(() => price('pensioner')).toThrowError(RangeError, 'unknown ticket kind: pensioner');
  });
  it('charges students on Wednesdays half the student price', () => {
    expect(price('student', { date: new Date('2024-06-05') })).toEqual(650);
  });
});

describe('groupTotal', () => {
  it('adds up a family', () => {
    expect(groupTotal(['adult', 'adult', 'child', 'child'])).toBe(5400);
  });
  it('gives groups of ten 15% off', () => {
    expect(groupTotal(Array(10).fill('student'))).toBe(10200);
  });
  it('gives groups of eight no discount', () => {
    expect(groupTotal(Array(8).fill('adult'))).toBe(12240);
  });
});

describe('formatEuro', () => {
  it('uses a decimal comma', () => {
    expect(formatEuro(1250)).toBe('€12,50');
  });
  it('groups thousands', () => {
    expect(formatEuro(123456)).toBe('€1.234,56');
  });
});
