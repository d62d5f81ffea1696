'use strict';

const { rentalPrice, memberDiscount } = require('./pricing');

class Fleet {
  constructor(bikes) {
    this.bikes = new Map(bikes.map((b) => [b.id, { ...b, bookings: [] }]));
  }

  available(kind, start, end) {
    return [...this.bikes.values()].filter(
      (b) => b.kind === kind && b.bookings.every((k) => k.end <= start || k.start >= end),
    );
  }

  book(kind, start, end, customer) {
    const [bike] = this.available(kind, start, end);
    if (!bike) {
      throw new Error(`no ${kind} bike free from ${start} to ${end}`);
    }
    const booking = { bikeId: bike.id, start, end, customer: customer.name };
    bike.bookings.push(booking);
    return booking;
  }
}

function quote(kind, start, end, customer) {
  const base = rentalPrice(kind, start, end);
  const total = memberDiscount(base, customer.membership.tier);
  return { kind, base, total, currency: 'EUR' };
}

function summarize(bookings) {
  const byCustomer = {};
  for (const b of bookings) {
    const entry = (byCustomer[b.customer] ??= { count: 0, bikes: [] });
    entry.count += 1;
    entry.bikes.push(b.bikeId);
  }
  return byCustomer;
}

module.exports = { Fleet, quote, summarize };
