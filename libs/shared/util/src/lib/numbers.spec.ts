import { formatNumber } from './numbers';
import { formatPrice } from './money';

/** Values around every rounding edge: halves of each decimal, binary fractions, grouping boundaries. */
function sampleValues(): number[] {
  const values = [0, 0.5, 0.05, 0.005, 0.0000004, 1, 9.995, 99.95, 999.5, 1000, 4.05, 4.25, 4.35, 1.005];
  for (let exponent = 0; exponent <= 15; exponent++) {
    const power = 10 ** exponent;
    values.push(power - 1, power, power + 1, power - 0.5, power + 0.45, power + 0.055, power * 1.2345);
  }
  // A fixed pseudo-random walk, so a failure names the same values on every run.
  let seed = 17;
  for (let index = 0; index < 3000; index++) {
    seed = (seed * 48271) % 2147483647;
    const magnitude = 10 ** (seed % 10);
    values.push(Math.round((seed / 2147483647) * magnitude * 1000) / 1000);
  }
  return values;
}

describe('formatNumber', () => {
  it('writes what Intl.NumberFormat es-AR writes, with 0, 1 and 2 fixed decimals', () => {
    for (const fractionDigits of [0, 1, 2]) {
      const intl = new Intl.NumberFormat('es-AR', {
        minimumFractionDigits: fractionDigits,
        maximumFractionDigits: fractionDigits,
      });
      for (const value of sampleValues()) {
        expect([value, formatNumber(value, fractionDigits)]).toEqual([value, intl.format(value)]);
        expect([-value, formatNumber(-value, fractionDigits)]).toEqual([-value, intl.format(-value)]);
      }
    }
  });

  it('groups thousands with dots and writes decimals after a comma', () => {
    expect(formatNumber(1234567.891, 2)).toBe('1.234.567,89');
    expect(formatNumber(1234)).toBe('1.234');
    expect(formatNumber(4.35, 1)).toBe('4,4');
    expect(formatNumber(999.96, 1)).toBe('1.000,0');
  });
});

describe('formatPrice', () => {
  it('writes what Intl writes for pesos, with a plain space after the sign', () => {
    const pesos = (fractionDigits: number) =>
      new Intl.NumberFormat('es-AR', {
        style: 'currency',
        currency: 'ARS',
        minimumFractionDigits: fractionDigits,
        maximumFractionDigits: fractionDigits,
      });
    const [whole, cents] = [pesos(0), pesos(2)];
    for (const value of sampleValues()) {
      const intl = (Number.isInteger(value) ? whole : cents).format(value).replace(/\u00a0/g, ' ');
      expect([value, formatPrice(value)]).toEqual([value, intl]);
    }
  });
});
