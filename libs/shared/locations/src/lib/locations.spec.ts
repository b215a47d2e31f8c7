import { normalizeSearchText } from '@changas/shared/util';
import {
  PROVINCES,
  findLocality,
  findLocation,
  findProvince,
  getLocalities,
  getProvinces,
  isKnownLocality,
  isKnownProvince,
} from './locations';

const byEs = (a: string, b: string) => a.localeCompare(b, 'es');

describe('provinces', () => {
  it('lists the 24 jurisdictions with their official names, in es order', () => {
    expect(getProvinces()).toBe(PROVINCES);
    expect(PROVINCES).toEqual([
      'Buenos Aires',
      'Catamarca',
      'Chaco',
      'Chubut',
      'Ciudad Autónoma de Buenos Aires',
      'Córdoba',
      'Corrientes',
      'Entre Ríos',
      'Formosa',
      'Jujuy',
      'La Pampa',
      'La Rioja',
      'Mendoza',
      'Misiones',
      'Neuquén',
      'Río Negro',
      'Salta',
      'San Juan',
      'San Luis',
      'Santa Cruz',
      'Santa Fe',
      'Santiago del Estero',
      'Tierra del Fuego',
      'Tucumán',
    ]);
    expect([...PROVINCES].sort(byEs)).toEqual(PROVINCES);
  });

  it('is frozen so no consumer can reorder it for everyone', () => {
    expect(Object.isFrozen(PROVINCES)).toBe(true);
  });
});

describe.each(PROVINCES)('localities of %s', (province) => {
  const localities = getLocalities(province);

  it('has at least 15 localities (Tierra del Fuego only has a few towns)', () => {
    expect(localities.length).toBeGreaterThanOrEqual(province === 'Tierra del Fuego' ? 3 : 15);
  });

  it('has no duplicates, not even ones differing only in case or accents', () => {
    expect(new Set(localities.map(normalizeSearchText)).size).toBe(localities.length);
  });

  it('is sorted with es collation', () => {
    expect([...localities].sort(byEs)).toEqual(localities);
  });

  it('uses trimmed, single-spaced names', () => {
    for (const locality of localities) expect(locality).toBe(locality.trim().replace(/\s+/g, ' '));
  });
});

describe('locality data', () => {
  it.each([
    ['Buenos Aires', 'La Plata'],
    ['Catamarca', 'San Fernando del Valle de Catamarca'],
    ['Chaco', 'Resistencia'],
    ['Chubut', 'Rawson'],
    ['Córdoba', 'Córdoba'],
    ['Corrientes', 'Corrientes'],
    ['Entre Ríos', 'Paraná'],
    ['Formosa', 'Formosa'],
    ['Jujuy', 'San Salvador de Jujuy'],
    ['La Pampa', 'Santa Rosa'],
    ['La Rioja', 'La Rioja'],
    ['Mendoza', 'Mendoza'],
    ['Misiones', 'Posadas'],
    ['Neuquén', 'Neuquén'],
    ['Río Negro', 'Viedma'],
    ['Salta', 'Salta'],
    ['San Juan', 'San Juan'],
    ['San Luis', 'San Luis'],
    ['Santa Cruz', 'Río Gallegos'],
    ['Santa Fe', 'Santa Fe'],
    ['Santiago del Estero', 'Santiago del Estero'],
    ['Tierra del Fuego', 'Ushuaia'],
    ['Tucumán', 'San Miguel de Tucumán'],
  ])('%s includes its capital, %s', (province, capital) => {
    expect(isKnownLocality(province, capital)).toBe(true);
  });

  it.each([
    [
      'Buenos Aires',
      ['La Plata', 'Mar del Plata', 'Bahía Blanca', 'Lanús', 'Morón', 'Vicente López', 'Tandil'],
    ],
    ['Ciudad Autónoma de Buenos Aires', ['Palermo', 'Núñez', 'Villa Urquiza', 'San Telmo', 'La Boca']],
    ['Córdoba', ['Córdoba', 'Río Cuarto', 'Villa Carlos Paz']],
    ['Entre Ríos', ['Paraná', 'Concepción del Uruguay']],
    ['Misiones', ['Posadas', 'Oberá']],
    ['Neuquén', ['Neuquén', 'San Martín de los Andes']],
    ['Río Negro', ['Viedma', 'San Carlos de Bariloche', 'General Roca', 'Cipolletti']],
    ['Chubut', ['Rawson', 'Trelew', 'Puerto Madryn', 'Comodoro Rivadavia']],
    ['Santa Cruz', ['Río Gallegos', 'El Calafate']],
    ['Tierra del Fuego', ['Ushuaia', 'Río Grande']],
    ['Jujuy', ['San Salvador de Jujuy']],
    ['La Pampa', ['Santa Rosa', 'General Pico']],
  ])('%s includes %p', (province, expected) => {
    expect(getLocalities(province)).toEqual(expect.arrayContaining(expected));
  });

  it('has around 40 partidos and cities for Buenos Aires and the 48 barrios of the city', () => {
    expect(getLocalities('Buenos Aires').length).toBeGreaterThanOrEqual(40);
    expect(getLocalities('Ciudad Autónoma de Buenos Aires')).toHaveLength(48);
  });

  it('returns an empty list for an unknown province', () => {
    expect(getLocalities('Montevideo')).toEqual([]);
    expect(getLocalities('toString')).toEqual([]);
  });
});

describe('exact checks', () => {
  it('accepts only canonical province names', () => {
    expect(isKnownProvince('Córdoba')).toBe(true);
    expect(isKnownProvince('cordoba')).toBe(false);
    expect(isKnownProvince('Montevideo')).toBe(false);
    expect(isKnownProvince('constructor')).toBe(false);
  });

  it('accepts a locality only within its own province', () => {
    expect(isKnownLocality('Neuquén', 'San Martín de los Andes')).toBe(true);
    expect(isKnownLocality('Mendoza', 'San Martín de los Andes')).toBe(false);
    expect(isKnownLocality('Neuquén', 'San Martin de los Andes')).toBe(false);
    expect(isKnownLocality('Narnia', 'Palermo')).toBe(false);
  });
});

describe('tolerant lookups', () => {
  it.each([
    ['cordoba', 'Córdoba'],
    ['CÓRDOBA', 'Córdoba'],
    ['  entre   rios ', 'Entre Ríos'],
    ['ciudad autonoma de buenos aires', 'Ciudad Autónoma de Buenos Aires'],
    ['TUCUMAN', 'Tucumán'],
  ])('resolves province %p to %p', (input, expected) => {
    expect(findProvince(input)).toBe(expected);
  });

  it('rejects unknown or partial provinces', () => {
    expect(findProvince('Montevideo')).toBeUndefined();
    expect(findProvince('Buenos')).toBeUndefined();
    expect(findProvince('')).toBeUndefined();
  });

  it.each([
    ['neuquen', 'san martin de los andes', 'San Martín de los Andes'],
    ['Córdoba', 'RIO CUARTO', 'Río Cuarto'],
    ['entre rios', 'concepcion del uruguay', 'Concepción del Uruguay'],
    ['ciudad autónoma de buenos aires', 'NÚÑEZ', 'Núñez'],
    ['buenos aires', 'bahia blanca', 'Bahía Blanca'],
  ])('resolves locality %p / %p to %p', (province, locality, expected) => {
    expect(findLocality(province, locality)).toBe(expected);
  });

  it('keeps ñ distinct from n, as normalizeSearchText does', () => {
    expect(findLocality('Ciudad Autónoma de Buenos Aires', 'Nunez')).toBeUndefined();
    expect(findLocality('Ciudad Autónoma de Buenos Aires', 'nuñez')).toBe('Núñez');
  });

  it('rejects a locality of another province or an unknown province', () => {
    expect(findLocality('Mendoza', 'Ushuaia')).toBeUndefined();
    expect(findLocality('Narnia', 'Ushuaia')).toBeUndefined();
    expect(findLocality('Tierra del Fuego', 'Springfield')).toBeUndefined();
  });

  it('resolves a whole location to canonical spellings', () => {
    expect(findLocation('rio negro', 'san carlos de bariloche')).toEqual({
      province: 'Río Negro',
      locality: 'San Carlos de Bariloche',
    });
    expect(findLocation('rio negro', 'mendoza')).toBeUndefined();
    expect(findLocation('narnia', 'mendoza')).toBeUndefined();
  });
});
