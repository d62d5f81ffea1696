import { Bus } from "./bus.js";
import type { EventMap, Guest, Money } from "./events.js";

const bus = new Bus();

interface Mailer {
  send(to: string, subject: string, body: string): Promise<{ messageId: string }>;
}

declare const mailer: Mailer;
declare const ledger: { credit(bookingId: string, amount: Money): Promise<void> };

bus.on("booking.created", async ({ bookingId, guest, total }) => {
  await mailer.send(guest.email, `Booking ${bookingId} confirmed`, `Total: ${total.amountCents / 100} ${total.currency}`);
});

bus.on("payment.captured", async (payload) => {
  await ledger.credit(payload.bookingId, { amountCents: payload.amount.amountCents, currency: "CHF" });
});

bus.on("booking.cancelled", ({ bookingId, refund }) => {
  const cents: number = refund.amountCents;
  console.log(`refund ${cents} for ${bookingId}`);
});

bus.on("review.posted", ({ rating }) => {
  const stars: string = "★".repeat(rating) + "☆".repeat(5 - rating);
  return stars;
});

export async function replay(events: Array<{ name: string; payload: unknown }>): Promise<void> {
  for (const { name, payload } of events) {
    await bus.emit(name, payload);
  }
}

export function newBooking(guest: Guest): EventMap["booking.created"] {
  return {
    bookingId: crypto.randomUUID(),
    guest: { id: guest.id, name: guest.name, email: undefined },
    nights: "3",
    total: { amountCents: 41_700, currency: "eur" },
  };
}

export const seedEvents: Array<[keyof EventMap, EventMap[keyof EventMap]]> = [
  ["booking.created", { bookingId: "b-1", guest: { id: "g-1", name: "Ana" }, nights: 2, total: { amountCents: 200, currency: "EUR" } }],
  ["review.posted", { bookingId: "b-1", rating: 6, text: "great" }],
  ["booking.cancelled", { bookingId: "b-2", reason: "weather" }],
];

const firstGuest: Guest = seedEvents[0][1].guest;
console.log(firstGuest);
