import {
  calendarKeyTarget,
  longDate,
  monthGrid,
  monthTitle,
  shiftMonth,
  shortDate,
  shortDateOfInstant,
} from './calendar-dates';

describe('calendar dates', () => {
  it('lays a month out in 42 days starting on the Monday on or before its first day', () => {
    const march = monthGrid('2026-03');
    expect(march).toHaveLength(42);
    // 1 March 2026 is a Sunday: the grid starts on Monday 23 February.
    expect(march[0]).toBe('2026-02-23');
    expect(march[6]).toBe('2026-03-01');
    expect(march[41]).toBe('2026-04-05');
    // June 2026 starts on a Monday: no day of May is shown.
    expect(monthGrid('2026-06')[0]).toBe('2026-06-01');
  });

  it('moves between months across years', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
  });

  it('names days and months in Spanish', () => {
    expect(monthTitle('2026-03')).toBe('Marzo de 2026');
    expect(longDate('2026-03-02')).toBe('Lunes, 2 de marzo de 2026');
    expect(shortDate('2026-03-02')).toBe('02/03/2026');
  });

  it("dates an instant by Argentina's calendar", () => {
    expect(shortDateOfInstant('2026-03-02T02:00:00.000Z')).toBe('01/03/2026');
    expect(shortDateOfInstant('2026-03-02T03:00:00.000Z')).toBe('02/03/2026');
  });
});

describe('calendarKeyTarget', () => {
  it.each([
    ['ArrowLeft', '2026-03-01'],
    ['ArrowRight', '2026-03-03'],
    ['ArrowUp', '2026-02-23'],
    ['ArrowDown', '2026-03-09'],
    ['Home', '2026-03-02'],
    ['End', '2026-03-08'],
    ['PageUp', '2026-02-02'],
    ['PageDown', '2026-04-02'],
    ['Enter', undefined],
  ])('moves from Monday 2 March 2026 with %s to %s', (key, target) => {
    expect(calendarKeyTarget(key, '2026-03-02')).toBe(target);
  });

  it("keeps a month's last day when the next month is shorter", () => {
    expect(calendarKeyTarget('PageDown', '2026-01-31')).toBe('2026-02-28');
    expect(calendarKeyTarget('PageUp', '2026-03-31')).toBe('2026-02-28');
  });
});
