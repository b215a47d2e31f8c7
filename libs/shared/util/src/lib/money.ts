const arsFormatter = (fractionDigits: number) =>
  new Intl.NumberFormat('es-AR', {
    style: 'currency',
    currency: 'ARS',
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  });
const wholePesos = arsFormatter(0);
const pesosAndCents = arsFormatter(2);

/** Formats a price in pesos the Argentine way: 12500 → "$ 12.500", 1234.5 → "$ 1.234,50". */
export function formatPrice(amount: number): string {
  const formatter = Number.isInteger(amount) ? wholePesos : pesosAndCents;
  return formatter.format(amount).replace(/\u00a0/g, ' ');
}
