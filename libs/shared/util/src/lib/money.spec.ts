import { formatPrice } from './money';

describe('formatPrice', () => {
  it('uses the es-AR thousands separator and the $ sign', () => {
    expect(formatPrice(12500)).toBe('$ 12.500');
  });

  it('keeps cents when present', () => {
    expect(formatPrice(1234.5)).toBe('$ 1.234,5');
  });
});
