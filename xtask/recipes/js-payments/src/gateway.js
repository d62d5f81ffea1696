'use strict';

/**
 * Captures payments through a provider client, retrying transient failures.
 * The client is injected: `{ charge(request) -> Promise<{ id, status }> }`.
 */
class Gateway {
  constructor(client, { retries = 2, delayMs = 50, notify = () => {} } = {}) {
    this.client = client;
    this.retries = retries;
    this.delayMs = delayMs;
    this.notify = notify;
  }

  async capture(order) {
    const request = {
      amount: order.totalCents,
      currency: order.currency,
      reference: `ORD-${order.id}`,
      idempotencyKey: `${order.id}`,
    };
    let lastError;
    for (let attempt = 0; attempt <= this.retries; attempt += 1) {
      try {
        const result = await this.client.charge(request);
        this.notify('captured', { orderId: order.id, chargeId: result.id });
        return result;
      } catch (err) {
        lastError = err;
        if (!err.transient) break;
        await new Promise((resolve) => setTimeout(resolve, this.delayMs * 2 ** attempt));
      }
    }
    this.notify('failed', { orderId: order.id, reason: lastError.message });
    throw lastError;
  }

  async refund(chargeId, cents) {
    if (cents <= 0) throw new RangeError('refund must be positive');
    return this.client.refund({ chargeId, amount: cents });
  }

  async waitForSettlement(chargeId) {
    for (;;) {
      const status = await this.client.status(chargeId);
      if (status === 'settled') return status;
      await new Promise((resolve) => setTimeout(resolve, this.delayMs));
    }
  }
}

module.exports = { Gateway };
