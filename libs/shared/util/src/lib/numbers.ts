const GROUPS_OF_THREE = /\B(?=(\d{3})+(?!\d))/g;

/**
 * The decimal digits of a non-negative number rounded to `fractionDigits`, as ICU rounds: half away from zero
 * on the shortest decimal that reads back as the number (4.35 → 4.4, where `toFixed` says 4.3).
 */
function roundedDigits(value: number, fractionDigits: number): { whole: string; fraction: string } {
  // Below a millionth String() writes an exponent; such a value rounds to zero at the digits used here.
  const [whole, fraction = ''] = value < 1e-6 ? ['0'] : String(value).split('.');
  const kept = fraction.slice(0, fractionDigits).padEnd(fractionDigits, '0');
  let digits = whole + kept;
  // Rounding up may carry into a new leading digit (9.96 → 10.0), never drop one (0.005 → 0.01).
  if ((fraction[fractionDigits] ?? '0') >= '5')
    digits = String(BigInt(digits) + 1n).padStart(digits.length, '0');
  const wholeLength = digits.length - fractionDigits;
  return { whole: digits.slice(0, wholeLength) || '0', fraction: digits.slice(wholeLength) };
}

/**
 * A number written the Argentine way with fixed decimals, as `Intl.NumberFormat('es-AR')` writes it:
 * 1234567.891 → "1.234.567,89" with 2. Written by hand because a page's first Intl formatter loads ICU's
 * locale data: 37–108 ms of the main thread in Chromium on this project's machine, four times that on
 * Lighthouse's phone, on every page that shows a price or a count. For finite values under 10²¹.
 */
export function formatNumber(value: number, fractionDigits = 0): string {
  const { whole, fraction } = roundedDigits(Math.abs(value), fractionDigits);
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${whole.replace(GROUPS_OF_THREE, '.')}${fraction ? `,${fraction}` : ''}`;
}
