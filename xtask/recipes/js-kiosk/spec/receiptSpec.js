const { line, receipt } = require('../src/receipt');

describe('receipt', () => {
  const booking = {
    id: 'KX-20240603-0042',
    slot: '10:30',
    tickets: [{ kind: 'adult', cents: 1800 }, { kind: 'child', cents: 900 }],
  };

  it('right-aligns amounts in 32 columns', () => {
    expect(line('adult', 1800)).toBe('adult                     €18,00');
  });
  it('truncates long labels', () => {
    expect(line('audio guide in simplified chinese', 400).length).toBe(32);
  });
  it('prints the booking header', () => {
    expect(receipt(booking).split('\n').slice(0, 2)).toEqual(['Booking KX-20240603-0042', 'Slot 10:30']);
  });
  it('ends with the total', () => {
    expect(receipt(booking)).toMatch(/Total\s+€27,00$/);
  });
  it('lists a member ticket as free', () => {
    const free = { ...booking, tickets: [{ kind: 'member', cents: 0 }] };
    expect(receipt(free)).toContain('member                      free');
  });
  it('refuses a booking without tickets', () => {
    expect(() => receipt({ ...booking, tickets: [] })).toThrowError('a booking needs at least one ticket');
  });
  it('prints the slot with its date', () => {
    expect(receipt(booking).split('\n')[1]).toEqual('Slot 2024-06-03 10:30');
  });
});
