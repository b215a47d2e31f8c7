import { servicesSearchHref } from './home-content';

describe('servicesSearchHref', () => {
  it('keeps only the filters with a value', () => {
    expect(servicesSearchHref({ q: 'plomero', province: 'Córdoba', locality: '' })).toBe(
      '/services?q=plomero&province=C%C3%B3rdoba',
    );
  });

  it('is the plain listing without filters', () => {
    expect(servicesSearchHref({ q: '  ' })).toBe('/services');
  });
});
