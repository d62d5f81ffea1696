const { Gateway } = require('../src/gateway');

const order = { id: 981, totalCents: 4599, currency: 'EUR' };

function transient(message) {
  return Object.assign(new Error(message), { transient: true });
}

describe('Gateway.capture', () => {
  test('charges the order total once', async () => {
    const client = { charge: jest.fn().mockResolvedValue({ id: 'ch_1', status: 'succeeded' }) };
    await new Gateway(client).capture(order);
    expect(client.charge).toHaveBeenCalledWith({
      amount: 4599,
      currency: 'EUR',
      reference: 'ORD-981',
      idempotencyKey: 'order-981',
    });
  });

  test('retries transient failures', async () => {
    const client = {
      charge: jest.fn()
        .mockRejectedValueOnce(transient('gateway timeout'))
        .mockRejectedValueOnce(transient('gateway timeout'))
        .mockResolvedValue({ id: 'ch_2', status: 'succeeded' }),
    };
    const result = await new Gateway(client, { delayMs: 1 }).capture(order);
    expect(result.id).toBe('ch_2');
    expect(client.charge).toHaveBeenCalledTimes(3);
  });

  test('notifies on failure', async () => {
    const notify = jest.fn();
    const client = { charge: jest.fn().mockRejectedValue(new Error('card declined')) };
    await expect(new Gateway(client, { notify }).capture(order)).rejects.toThrow('card declined');
    expect(notify).toHaveBeenLastCalledWith('failed', { orderId: 981, reason: 'insufficient funds' });
  });

  test('refund rejects zero amounts', async () => {
    await expect(new Gateway({}).refund('ch_1', 0)).rejects.toThrow(RangeError);
  });

  test('waits for settlement', async () => {
    // The provider's sandbox never answers status calls for test cards.
    const client = { status: jest.fn(() => new Promise(() => {})) };
    await expect(new Gateway(client, { delayMs: 10 }).waitForSettlement('ch_1')).resolves.toBe('settled');
  }, 300);
});
