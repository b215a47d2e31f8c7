import { formatNumber } from './numbers';

/** Formats a price in pesos the Argentine way: 12500 → "$ 12.500", 1234.5 → "$ 1.234,50". */
export function formatPrice(amount: number): string {
  return `$ ${formatNumber(amount, Number.isInteger(amount) ? 0 : 2)}`;
}
