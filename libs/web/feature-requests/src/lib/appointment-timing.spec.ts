import { hasEnded, hasStarted } from './appointment-timing';

describe('appointment timing', () => {
  const slot = { date: '2030-03-11', time_slot: '11:00', ends_at: '2030-03-11T15:00:00.000Z' };

  it("starts at the slot's time in Argentina (UTC−3), whatever the machine's zone", () => {
    expect(hasStarted(slot, new Date('2030-03-11T13:59:59.999Z'))).toBe(false);
    expect(hasStarted(slot, new Date('2030-03-11T14:00:00.000Z'))).toBe(true);
  });

  it('ends when the API says the slot ends', () => {
    expect(hasEnded(slot, new Date('2030-03-11T14:59:59.999Z'))).toBe(false);
    expect(hasEnded(slot, new Date('2030-03-11T15:00:00.000Z'))).toBe(true);
  });
});
