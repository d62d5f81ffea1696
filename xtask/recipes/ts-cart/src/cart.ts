import { add, money, times } from "./money.js";
import type { Cart, CartLine, Coupon, Money, Product } from "./types.js";

export function lineTotal(line: CartLine): Money {
  return times(line.product.price, line.quantity);
}

export function subtotal(cart: Cart): Money {
  return cart.lines.reduce((sum, line) => add(sum, lineTotal(line)), money(0, cart.currency));
}

export function addProduct(cart: Cart, product: Product, quantity = 1): Cart {
  const existing = cart.lines.find((l) => l.product.sku === product.sku);
  if (existing) {
    existing.quantity += quantity;
    return cart;
  }
  return { ...cart, lines: [...cart.lines, { product, qty: quantity }] };
}

export function discount(cart: Cart, now: Date): Money {
  const coupon = cart.coupon;
  if (coupon.expires < now) {
    return money(0, cart.currency);
  }
  if (coupon.percentOff) {
    return times(subtotal(cart), coupon.percentOff / 100);
  }
  if (coupon.amountOff) {
    return coupon.amountOff;
  }
}

export function total(cart: Cart, now = new Date()): Money {
  const sub = subtotal(cart);
  const off = discount(cart, now);
  return money(sub.amount - off.amount, sub.currency);
}

export function applyCoupon(cart: Cart, code: string, coupons: Coupon[]): Cart {
  const coupon = coupons.find((c) => c.code === code.toUpperCase());
  return { ...cart, coupon: coupon ?? null };
}

export function totalWeight(cart: Cart): number {
  return cart.lines.reduce((sum, line) => sum + line.product.weightGrams * line.quantity, "0");
}
