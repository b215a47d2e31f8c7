import { HolidayClosure } from './holiday-closure.value-object';

const SOBERANIA = new Map([['2026-11-23', 'Día de la Soberanía Nacional']]);
const DAYS = [
  { date: '2026-11-22', hasAvailability: false },
  { date: '2026-11-23', hasAvailability: true },
  { date: '2026-11-24', hasAvailability: true },
];

describe('HolidayClosure', () => {
  it('closes and names the holidays of a service that skips them', () => {
    const closure = new HolidayClosure(SOBERANIA, true);

    expect(closure.closes('2026-11-23')).toBe(true);
    expect(closure.closes('2026-11-24')).toBe(false);
    expect(closure.applyTo(DAYS)).toEqual([
      DAYS[0],
      { date: '2026-11-23', hasAvailability: false, holiday: 'Día de la Soberanía Nacional' },
      DAYS[2],
    ]);
  });

  it('only names the holidays of a service that works on them', () => {
    const closure = new HolidayClosure(SOBERANIA, false);

    expect(closure.closes('2026-11-23')).toBe(false);
    expect(closure.applyTo(DAYS)[1]).toEqual({
      date: '2026-11-23',
      hasAvailability: true,
      holiday: 'Día de la Soberanía Nacional',
    });
  });
});
