import { ANA_ID, createCatalogTestKit, GARDEN } from '../testing/catalog-test-kit';

describe('CreateService', () => {
  it('stores an active service with canonical zones and ranges, answered with its provider', async () => {
    const kit = createCatalogTestKit();

    const result = await kit.createService.execute(ANA_ID, {
      ...GARDEN,
      category: 'JARDINERIA',
      zones: [{ province: 'cordoba', locality: 'rio cuarto', neighborhood: ' Centro ' }],
    });

    if (!result.ok) throw result.error;
    const { service, provider } = result.value;
    expect(provider?.name).toBe('Ana Pérez');
    expect(service.toProps()).toMatchObject({
      providerId: ANA_ID,
      status: 'active',
      title: 'Jardinería y poda',
      category: { name: 'Jardinería', slug: 'jardineria' },
      zones: [{ province: 'Córdoba', locality: 'Río Cuarto', neighborhood: 'Centro' }],
      createdAt: kit.clock.now(),
    });
    expect(service.toProps().availability.toJSON().wednesday).toEqual(['09:00-12:00', '14:00-18:00']);
    expect(kit.services.rows.size).toBe(1);
  });

  it('has no image unless one is given', async () => {
    const kit = createCatalogTestKit();

    const result = await kit.createService.execute(ANA_ID, { ...GARDEN, imageUrl: undefined });

    expect(result.ok && result.value.service.toProps().imageUrl).toBeNull();
  });

  it('skips national holidays unless told otherwise', async () => {
    const kit = createCatalogTestKit();
    const skipsOf = async (skipsNationalHolidays?: boolean) => {
      const result = await kit.createService.execute(ANA_ID, { ...GARDEN, skipsNationalHolidays });
      if (!result.ok) throw result.error;
      return result.value.service.toProps().skipsNationalHolidays;
    };

    expect(await skipsOf(undefined)).toBe(true);
    expect(await skipsOf(false)).toBe(false);
  });

  it('answers every broken rule of the domain at once and stores nothing', async () => {
    const kit = createCatalogTestKit();

    const result = await kit.createService.execute(ANA_ID, {
      ...GARDEN,
      price: 0,
      durationMinutes: 45,
      bookingWindowDays: 0,
      zones: [],
      availability: { friday: ['10:00-09:00'] },
    });

    expect(result.ok || result.error.fieldErrors).toEqual({
      price: 'El precio debe ser mayor a 0',
      duration_minutes: 'La duración debe ser de 30, 60, 120, 150 o 180 minutos',
      booking_window_days: 'Debes indicar el tiempo permitido para ofrecer turnos',
      zones: 'Agrega al menos una zona de cobertura',
      'availability.friday': 'El horario 10:00-09:00 del Viernes debe terminar después de empezar',
    });
    expect(kit.services.rows.size).toBe(0);
  });

  it('refuses an unknown category', async () => {
    const kit = createCatalogTestKit();

    const result = await kit.createService.execute(ANA_ID, { ...GARDEN, category: 'Astrología' });

    expect(result.ok || result.error.fieldErrors).toEqual({ category: 'Selecciona una categoría' });
  });
});
