const { receipt, maskCard } = require('../src/receipt');

const order = {
  id: 981,
  customer: 'Greta Vogel',
  currency: 'EUR',
  totalCents: 4599,
  vatCents: 734,
  items: [
    { name: 'Espresso beans 1kg', qty: 1, unitCents: 2499 },
    { name: 'Paper filters', qty: 3, unitCents: 700 },
  ],
};

test('renders the receipt', () => {
  expect(receipt(order, { id: 'ch_1' })).toMatchSnapshot();
});

test('masks the card number', () => {
  expect(maskCard('4242424242424242')).toBe('4242 **** **** 4242');
});
