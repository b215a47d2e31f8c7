import type { Clock } from '../domain/clock.port';

/** A clock that only moves when the test moves it (for use-case tests of every context). */
export class ManualClock implements Clock {
  constructor(private current = new Date('2026-03-02T12:00:00.000Z')) {}

  now(): Date {
    return new Date(this.current);
  }

  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}
