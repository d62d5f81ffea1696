import type { Currency, Money } from "./types.js";

export function money(amount: number, currency: Currency): Money {
  return { amount: Math.round(amount * 100) / 100, currency };
}

export function add(a: Money, b: Money): Money {
  if (a.currency !== b.currency) {
    throw new Error(`cannot add ${a.currency} to ${b.currency}`);
  }
  return money(a.amount + b.amount, a.currency);
}

export function times(m: Money, factor: number): Money {
  return money(m.amount * factor, m.currency);
}

export function format(m: Money): string {
  const symbols: Record<Currency, string> = { EUR: "€", USD: "$" };
  return `${symbols[m.currency]}${m.amount.toFixed(2)}`;
}

export function parseMoney(text: string): Money {
  const [amount, currency] = text.split(" ");
  return { amount: parseFloat(amount), currency };
}
