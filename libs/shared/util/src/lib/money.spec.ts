import { formatPrice } from './money';

describe('formatPrice', () => {
  it('uses the es-AR thousands separator and the $ sign', () => {
    expect(formatPrice(12500)).toBe('$ 12.500');
  });

  it('writes cents with two digits when there are any', () => {
    expect(formatPrice(1234.5)).toBe('$ 1.234,50');
    expect(formatPrice(1250000.05)).toBe('$ 1.250.000,05');
  });
});
