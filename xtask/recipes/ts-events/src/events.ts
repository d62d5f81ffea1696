// Event payloads of the booking service, keyed by event name.
export interface Money {
  amountCents: number;
  currency: "EUR" | "GBP" | "USD";
}

export interface Guest {
  id: string;
  name: string;
  email?: string;
}

export interface EventMap {
  "booking.created": { bookingId: string; guest: Guest; nights: number; total: Money };
  "booking.cancelled": { bookingId: string; reason: "guest" | "host" | "payment"; refund?: Money };
  "payment.captured": { bookingId: string; chargeId: string; amount: Money };
  "review.posted": { bookingId: string; rating: 1 | 2 | 3 | 4 | 5; text: string };
}

export type EventName = keyof EventMap;
export type Handler<E extends EventName> = (payload: EventMap[E]) => void | Promise<void>;
