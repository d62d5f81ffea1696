const { format, split, convert } = require('../src/money');

describe('format', () => {
  test('formats cents', () => expect(format(123456)).toBe('1234.56 EUR'));
  test('formats negative amounts', () => expect(format(-5)).toBe('-0.05 EUR'));
  test('formats another currency', () => expect(format(100, 'CHF')).toBe('1.00 CHF'));
});

describe('split', () => {
  test('even split', () => expect(split(900, 3)).toEqual([300, 300, 300]));
  test('remainder goes to the first shares', () => expect(split(1000, 3)).toEqual([334, 333, 333]));
});

describe('convert', () => {
  const rates = { 'EUR/USD': 1.0843, 'EUR/GBP': 0.8552 };
  test('same currency', () => expect(convert(500, 'EUR', 'EUR', rates)).toBe(500));
  test('EUR to USD', () => expect(convert(10000, 'EUR', 'USD', rates)).toBe(10843));
  test('inverse rate is derived', () => expect(convert(10843, 'USD', 'EUR', rates)).toBe(10000));
});
