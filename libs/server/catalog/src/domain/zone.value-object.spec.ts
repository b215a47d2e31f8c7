import { createZones, Zone } from './zone.value-object';

describe('Zone', () => {
  it('stores the canonical names of a known place, whatever the case and accents given', () => {
    const zone = Zone.at({ province: 'cordoba', locality: 'RIO CUARTO', neighborhood: '  Centro ' });

    expect(zone).toMatchObject({ province: 'Córdoba', locality: 'Río Cuarto', neighborhood: 'Centro' });
    expect(zone?.provinceKey).toBe('cordoba');
    expect(zone?.localityKey).toBe('rio cuarto');
    expect(Zone.at({ province: 'Córdoba', locality: 'Rosario' })).toBeUndefined();
    expect(Zone.at({ province: 'Córdoba', locality: 'Córdoba', neighborhood: ' ' })?.neighborhood).toBeNull();
  });
});

describe('createZones', () => {
  const errorsOf = (inputs: Parameters<typeof createZones>[0]) => {
    const result = createZones(inputs);
    return result.ok ? undefined : result.error.fieldErrors;
  };

  it('needs at least one zone and at most twenty', () => {
    expect(errorsOf([])).toEqual({ zones: 'Agrega al menos una zona de cobertura' });
    const many = Array.from({ length: 21 }, () => ({ province: 'Salta', locality: 'Cafayate' }));
    expect(errorsOf(many)).toEqual({ zones: 'Puedes agregar hasta 20 zonas de cobertura' });
  });

  it('counts a neighbourhood in code points, as its column does: 100 emoji fit, 101 do not', () => {
    const zone = (neighborhood: string) => [{ province: 'Salta', locality: 'Cafayate', neighborhood }];
    expect(errorsOf(zone('🏡'.repeat(100)))).toBeUndefined();
    expect(errorsOf(zone('🏡'.repeat(101)))).toEqual({
      'zones.0.neighborhood': 'El barrio no puede superar los 100 caracteres',
    });
  });

  it('points at each zone outside the known places', () => {
    expect(
      errorsOf([
        { province: 'Salta', locality: 'Cafayate' },
        { province: 'Narnia', locality: 'Cafayate' },
        { province: 'Salta', locality: '' },
      ]),
    ).toEqual({
      'zones.1': 'Selecciona provincia y localidad',
      'zones.2': 'Selecciona provincia y localidad',
    });
  });

  it('collapses repeated zones', () => {
    const result = createZones([
      { province: 'Salta', locality: 'Cafayate', neighborhood: 'Centro' },
      { province: 'salta', locality: 'cafayate', neighborhood: 'CENTRO' },
      { province: 'Salta', locality: 'Cafayate' },
    ]);

    expect(result.ok && result.value).toHaveLength(2);
  });
});
