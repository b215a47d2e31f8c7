import {
  clockTimes,
  daySlotsError,
  formatTimeRange,
  hasAvailableDay,
  parseTimeRange,
  timeRangesOverlap,
  toTimeRangeText,
  WEEKDAY_LABELS,
  WEEKDAYS,
} from './availability';

describe('weekdays', () => {
  it('are monday to sunday with Spanish labels', () => {
    expect(WEEKDAYS.map((day) => WEEKDAY_LABELS[day])).toEqual([
      'Lunes',
      'Martes',
      'Miércoles',
      'Jueves',
      'Viernes',
      'Sábado',
      'Domingo',
    ]);
  });
});

describe('parseTimeRange', () => {
  it('reads zero-padded 24 h ranges as minutes, and nothing else', () => {
    expect(parseTimeRange('09:00-17:30')).toEqual({ start: 540, end: 1050 });
    expect(parseTimeRange('00:00-23:59')).toEqual({ start: 0, end: 1439 });
    for (const text of ['9:00-17:00', '09:00 - 17:00', '24:00-24:30', '09:60-10:00', '09:00', '']) {
      expect(parseTimeRange(text)).toBeUndefined();
    }
  });

  it('writes ranges back in the same form', () => {
    expect(formatTimeRange({ start: 540, end: 1050 })).toBe('09:00-17:30');
    expect(toTimeRangeText({ start: '08:00', end: '09:00' })).toBe('08:00-09:00');
  });
});

describe('timeRangesOverlap', () => {
  it('is true when the ranges share a minute, false when they only touch', () => {
    const morning = { start: 540, end: 720 };
    expect(timeRangesOverlap(morning, { start: 700, end: 800 })).toBe(true);
    expect(timeRangesOverlap(morning, { start: 600, end: 660 })).toBe(true);
    expect(timeRangesOverlap(morning, { start: 720, end: 780 })).toBe(false);
  });
});

describe('daySlotsError', () => {
  it('accepts an empty day and valid, separate ranges in any order', () => {
    expect(daySlotsError('monday', [])).toBeUndefined();
    expect(daySlotsError('monday', ['14:00-18:00', '09:00-13:00'])).toBeUndefined();
  });

  it('names the first problem with the day in Spanish', () => {
    expect(daySlotsError('tuesday', ['09:00-12:00', 'mañana'])).toBe(
      'Revisa los horarios del Martes: usa el formato HH:MM-HH:MM',
    );
    expect(daySlotsError('sunday', ['12:00-09:00'])).toBe(
      'El horario 12:00-09:00 del Domingo debe terminar después de empezar',
    );
    expect(daySlotsError('wednesday', ['13:00-15:00', '09:00-12:00', '11:00-14:00'])).toBe(
      'Los horarios 09:00-12:00 y 11:00-14:00 del Miércoles se superponen',
    );
    expect(
      daySlotsError(
        'friday',
        Array.from({ length: 25 }, () => '09:00-10:00'),
      ),
    ).toBe('El Viernes admite hasta 24 horarios');
  });
});

describe('hasAvailableDay', () => {
  it('needs one weekday with a range', () => {
    expect(hasAvailableDay({})).toBe(false);
    expect(hasAvailableDay({ monday: [], friday: [] })).toBe(false);
    expect(hasAvailableDay({ friday: ['09:00-10:00'] })).toBe(true);
  });
});

describe('clockTimes', () => {
  it('lists zero-padded 24 h times between two bounds, both included', () => {
    expect(clockTimes(8 * 60, 10 * 60, 30)).toEqual(['08:00', '08:30', '09:00', '09:30', '10:00']);
    expect(clockTimes(23 * 60, 23 * 60 + 45, 15)).toEqual(['23:00', '23:15', '23:30', '23:45']);
  });
});
