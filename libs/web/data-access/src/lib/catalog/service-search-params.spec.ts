import { serviceSearchParams } from './services.queries';

describe('serviceSearchParams', () => {
  it('answers nothing when every filter is empty', () => {
    expect(serviceSearchParams({})).toBe('');
    expect(serviceSearchParams({ q: '   ', province: '', locality: undefined })).toBe('');
  });

  it('encodes the filters that hold a value, page included', () => {
    expect(serviceSearchParams({ q: 'jardín y poda', province: 'Córdoba', page: 2 })).toBe(
      '?q=jard%C3%ADn+y+poda&province=C%C3%B3rdoba&page=2',
    );
  });
});
