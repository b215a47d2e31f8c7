import { WeeklyAvailability } from './weekly-availability.value-object';

const fieldErrorsOf = (input: Parameters<typeof WeeklyAvailability.create>[0]) => {
  const result = WeeklyAvailability.create(input);
  return result.ok ? undefined : result.error.fieldErrors;
};

describe('WeeklyAvailability', () => {
  it('keeps every weekday, its ranges in time order, and answers them as the API writes them', () => {
    const result = WeeklyAvailability.create({
      monday: ['14:00-18:00', '09:00-12:00'],
      friday: ['08:30-09:30'],
    });

    if (!result.ok) throw result.error;
    expect(result.value.toJSON()).toEqual({
      monday: ['09:00-12:00', '14:00-18:00'],
      tuesday: [],
      wednesday: [],
      thursday: [],
      friday: ['08:30-09:30'],
      saturday: [],
      sunday: [],
    });
    expect(result.value.rangesOf('friday')).toEqual([{ start: 510, end: 570 }]);
  });

  it('restores stored ranges, as text and as minutes, with the days left out off', () => {
    const availability = WeeklyAvailability.restore({ monday: ['09:00-12:00', '14:00-18:00'] });

    expect(availability.toJSON().monday).toEqual(['09:00-12:00', '14:00-18:00']);
    expect(availability.toJSON().sunday).toEqual([]);
    expect(availability.rangesOf('monday')).toEqual([
      { start: 540, end: 720 },
      { start: 840, end: 1080 },
    ]);
    expect(availability.isEmpty()).toBe(false);
  });

  it('answers copies: changing what toJSON gave leaves the availability as it was', () => {
    const availability = WeeklyAvailability.restore({ monday: ['09:00-12:00'] });
    const json = availability.toJSON();
    json.monday.push('14:00-18:00');
    json.sunday.push('10:00-11:00');

    expect(availability.toJSON()).toMatchObject({ monday: ['09:00-12:00'], sunday: [] });
  });

  it('accepts ranges that only touch', () => {
    expect(WeeklyAvailability.create({ tuesday: ['09:00-12:00', '12:00-13:00'] }).ok).toBe(true);
  });

  it('refuses a week without any range', () => {
    expect(fieldErrorsOf({})).toEqual({ availability: 'Selecciona al menos un día disponible' });
    expect(fieldErrorsOf({ monday: [], sunday: [] })).toEqual({
      availability: 'Selecciona al menos un día disponible',
    });
  });

  it('names the day and the ranges of every broken rule', () => {
    expect(
      fieldErrorsOf({
        monday: ['9:00-12:00'],
        wednesday: ['18:00-09:00'],
        saturday: ['09:00-12:00', '11:30-13:00'],
        sunday: ['24:00-25:00'],
      }),
    ).toEqual({
      'availability.monday': 'Revisa los horarios del Lunes: usa el formato HH:MM-HH:MM',
      'availability.wednesday': 'El horario 18:00-09:00 del Miércoles debe terminar después de empezar',
      'availability.saturday': 'Los horarios 09:00-12:00 y 11:30-13:00 del Sábado se superponen',
      'availability.sunday': 'Revisa los horarios del Domingo: usa el formato HH:MM-HH:MM',
    });
  });

  it('refuses a range that starts and ends at the same time', () => {
    expect(fieldErrorsOf({ thursday: ['10:00-10:00'] })).toEqual({
      'availability.thursday': 'El horario 10:00-10:00 del Jueves debe terminar después de empezar',
    });
  });
});
