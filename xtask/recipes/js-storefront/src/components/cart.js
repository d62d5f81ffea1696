import { formatPrice } from '../lib/money';
import { debounce } from 'lodash-es';

export function renderCart(items) {
  const total = items.reduce((sum, item) => sum + item.price * item.quantity, 0);
  return `<aside class="cart">${items.length} items, ${formatPrice(total)}</aside>`;
}

export const refreshCart = debounce(() => renderCart([]), 250);
