import { matchesSearch, normalizeSearchText } from './search-text';

describe('normalizeSearchText', () => {
  it.each([
    ['Jardinería', 'jardineria'],
    ['CÓRDOBA', 'cordoba'],
    ['Niño', 'niño'],
    ['PEÑALOLÉN', 'peñalolen'],
    ['  Güemes   Salta ', 'guemes salta'],
  ])('folds %p to %p', (input, expected) => {
    expect(normalizeSearchText(input)).toBe(expected);
  });
});

describe('matchesSearch', () => {
  it('ignores case and accents', () => {
    expect(matchesSearch('Servicio de Jardinería en Córdoba', 'jardineria cordoba')).toBe(true);
  });

  it('keeps ñ distinct from n', () => {
    expect(matchesSearch('Cuidado de niños', 'nino')).toBe(false);
    expect(matchesSearch('Cuidado de niños', 'NIÑO')).toBe(true);
  });

  it('matches everything for an empty query', () => {
    expect(matchesSearch('Plomería', '   ')).toBe(true);
  });
});
