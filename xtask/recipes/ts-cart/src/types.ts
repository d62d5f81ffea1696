export type Currency = "EUR" | "USD" | "GBP";

export interface Money {
  amount: number;
  currency: Currency;
}

export interface Product {
  sku: string;
  title: string;
  price: Money;
  weightGrams: number;
  tags?: string[];
}

export interface CartLine {
  product: Product;
  quantity: number;
}

export interface Coupon {
  code: string;
  percentOff?: number;
  amountOff?: Money;
  expires: Date;
}

export interface Cart {
  id: string;
  lines: CartLine[];
  coupon?: Coupon;
  currency: Currency;
}
