const arsFormatter = new Intl.NumberFormat('es-AR', {
  style: 'currency',
  currency: 'ARS',
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});

/** Formats a price in pesos the Argentine way: 12500 → "$ 12.500". */
export function formatPrice(amount: number): string {
  return arsFormatter.format(amount).replace(/\u00a0/g, ' ');
}
