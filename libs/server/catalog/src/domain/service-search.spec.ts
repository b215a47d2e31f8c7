import {
  buildSearchText,
  matchesWords,
  MAX_TERM_LENGTH,
  searchTerms,
  searchWords,
  termsText,
} from './service-search';

describe('service search words', () => {
  it('folds the query and keeps each word once, ignoring punctuation', () => {
    expect(searchWords('  Jardinería, PODA y poda ')).toEqual({
      words: ['jardineria', 'poda'],
      unsearchable: false,
    });
    expect(searchWords('100% matriculado').words).toEqual(['100', 'matriculado']);
    expect(searchWords('% _ !')).toEqual({ words: [], unsearchable: true });
    expect(searchWords(undefined)).toEqual({ words: [], unsearchable: false });
  });

  it('drops Spanish stop words, which narrow nothing: text of only stop words searches everything', () => {
    expect(searchWords('Clases de guitarra en la plata').words).toEqual(['clases', 'guitarra', 'plata']);
    expect(searchWords('de la Y')).toEqual({ words: [], unsearchable: false });
    // Longer words that begin like a stop word stay.
    expect(searchWords('delivery enchufes').words).toEqual(['delivery', 'enchufes']);
  });

  it('keeps the search text as its distinct words, cut to the indexed length, each after a space', () => {
    const text = buildSearchText({
      title: 'Cuidado de niños',
      description: `Niñera. ${'a'.repeat(MAX_TERM_LENGTH + 10)}`,
      categoryName: 'Otros',
      zones: [{ searchText: 'La Plata, Buenos Aires' }],
    });
    expect(searchTerms(text)).toEqual([
      'cuidado',
      'de',
      'niños',
      'niñera',
      'a'.repeat(MAX_TERM_LENGTH),
      'otros',
      'la',
      'plata',
      'buenos',
      'aires',
    ]);
    expect(text).toBe(` cuidado de niños niñera ${'a'.repeat(MAX_TERM_LENGTH)} otros la plata buenos aires`);
    expect(termsText(text)).toBe(text);
  });

  it('matches a word that begins a term, and keeps ñ apart from n', () => {
    const text = termsText('jardineria y poda en cordoba cuidado de niños');
    expect(matchesWords(text, ['jardin', 'cordoba'])).toBe(true);
    expect(matchesWords(text, ['niño'])).toBe(true);
    expect(matchesWords(text, ['nino'])).toBe(false);
    expect(matchesWords(text, ['ardineria'])).toBe(false);
    expect(matchesWords(text, [])).toBe(true);
  });
});
