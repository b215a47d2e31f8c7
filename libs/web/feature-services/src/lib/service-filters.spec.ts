import { categoryNameOf, hasFilters, NO_FILTERS, readListing, toSearchParams } from './service-filters';

const read = (query: string) => readListing(new URLSearchParams(query));

describe('readListing', () => {
  it('reads the English spelling', () => {
    expect(read('q=caño&category=plomeria&province=Córdoba&locality=Río+Cuarto&page=2')).toEqual({
      q: 'caño',
      category: 'plomeria',
      province: 'Córdoba',
      locality: 'Río Cuarto',
      page: 2,
    });
  });

  it('reads the Spanish spelling and turns a category name into its slug', () => {
    expect(read('categoria=Plomer%C3%ADa&provincia=Mendoza&localidad=Godoy+Cruz')).toEqual({
      q: '',
      category: 'plomeria',
      province: 'Mendoza',
      locality: 'Godoy Cruz',
      page: 1,
    });
  });

  it('prefers the English spelling and skips blank values', () => {
    expect(read('category=%20&categoria=jardineria&province=Salta&provincia=Jujuy')).toMatchObject({
      category: 'jardineria',
      province: 'Salta',
    });
  });

  it.each(['0', '-1', '2.5', 'dos', ''])('starts on the first page for page=%s', (page) => {
    expect(read(`page=${page}`).page).toBe(1);
  });
});

describe('toSearchParams', () => {
  it('writes only the filters with a value and leaves out the first page', () => {
    expect(toSearchParams({ ...NO_FILTERS, category: 'plomeria', page: 1 }).toString()).toBe(
      'category=plomeria',
    );
    expect(toSearchParams({ ...NO_FILTERS, page: 1 }).toString()).toBe('');
  });

  it('writes one spelling, in a fixed order', () => {
    const listing = read('localidad=Rosario&page=3&provincia=Santa+Fe&q=pintor&categoria=Pintura');
    expect(toSearchParams(listing).toString()).toBe(
      'q=pintor&category=pintura&province=Santa+Fe&locality=Rosario&page=3',
    );
  });
});

describe('hasFilters', () => {
  it('is true when any filter has a value', () => {
    expect(hasFilters(NO_FILTERS)).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, locality: 'Rosario' })).toBe(true);
  });
});

describe('categoryNameOf', () => {
  const categories = [{ name: 'Plomería', slug: 'plomeria' }];

  it('names a known slug and repeats an unknown one', () => {
    expect(categoryNameOf('plomeria', categories)).toBe('Plomería');
    expect(categoryNameOf('astrologia', categories)).toBe('astrologia');
  });
});
