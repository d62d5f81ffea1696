import { total, totalWeight } from "./cart.js";
import { format } from "./money.js";
import type { Cart, Money } from "./types.js";

interface ShippingOption {
  carrier: "dhl" | "ups";
  price: Money;
  days: number;
}

export interface CheckoutSummary {
  cartId: string;
  total: string;
  shipping: ShippingOption;
  weightKg: number;
}

export function shippingFor(weightGrams: number): ShippingOption {
  if (weightGrams > 20000) {
    return { carrier: "freight", price: { amount: 89, currency: "EUR" }, days: 5 };
  }
  return { carrier: "dhl", price: { amount: 5.49, currency: "EUR" }, days: 2 };
}

export function summarize(cart: Cart): CheckoutSummary {
  const weight = totalWeight(cart);
  const shipping = shippingFor(weight);
  return {
    cartId: cart.id,
    total: format(total(cart)),
    shipping,
    weightKg: (weight / 1000).toFixed(1),
  };
}

export async function submit(cart: Cart, endpoint: string): Promise<string> {
  const response = await fetch(endpoint, { method: "POST", body: summarize(cart) });
  const body = await response.json();
  return body.orderId;
}
