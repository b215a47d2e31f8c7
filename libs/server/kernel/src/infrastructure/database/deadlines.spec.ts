import { type Deadline, Deadlines } from './deadlines';

interface Queued extends Deadline {
  readonly next?: Queued;
}

/** The deadlines the queue still holds, from its head (private state: what it keeps alive). */
function queuedDeadlines(deadlines: Deadlines): Deadline[] {
  const queued: Deadline[] = [];
  for (let at = (deadlines as unknown as { head?: Queued }).head; at; at = at.next) queued.push(at);
  return queued;
}

describe('Deadlines', () => {
  /** Deadlines of 1 s, checked every 100 ms. */
  let deadlines: Deadlines;
  let expired: jest.Mock;
  beforeEach(() => {
    jest.useFakeTimers();
    deadlines = new Deadlines(1_000, 100);
    expired = jest.fn();
  });
  afterEach(() => jest.useRealTimers());

  it('runs the expiry once the length has passed, at most one check late', () => {
    deadlines.set(expired);
    jest.advanceTimersByTime(999);
    expect(expired).not.toHaveBeenCalled();
    jest.advanceTimersByTime(100);

    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('never runs the expiry of work settled in time, and says it was in time', () => {
    const deadline = deadlines.set(expired);
    jest.advanceTimersByTime(900);

    expect(deadline.settle()).toBe(true);
    jest.advanceTimersByTime(5_000);
    expect(expired).not.toHaveBeenCalled();
  });

  it('says that work settled after its expiry was late, and does not run the expiry again', () => {
    const deadline = deadlines.set(expired);
    jest.advanceTimersByTime(1_100);

    expect(deadline.settle()).toBe(false);
    jest.advanceTimersByTime(5_000);
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('expires each deadline at its own time, past others settled or not', () => {
    const expiredAt: [string, number][] = [];
    const start = Date.now();
    const expiry = (name: string) => () => void expiredAt.push([name, Date.now() - start]);

    deadlines.set(expiry('first'));
    jest.advanceTimersByTime(300);
    const settled = deadlines.set(expiry('settled'));
    jest.advanceTimersByTime(300);
    deadlines.set(expiry('third'));
    settled.settle();
    jest.advanceTimersByTime(2_000);

    expect(expiredAt).toEqual([
      ['first', 1_000],
      ['third', 1_600],
    ]);
  });

  it('lets go of the settled deadlines at its head when the next one is set', () => {
    const first = deadlines.set(expired);
    deadlines.set(expired).settle();
    first.settle();
    const pending = deadlines.set(expired);

    expect(queuedDeadlines(deadlines)).toEqual([pending]);
  });

  it('keeps a deadline set by an expiry', () => {
    const second = jest.fn();

    deadlines.set(() => deadlines.set(second));
    jest.advanceTimersByTime(1_000);
    expect(second).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1_000);

    expect(second).toHaveBeenCalledTimes(1);
  });

  it('stops its timer once nothing waits, and starts it again for a new deadline', () => {
    deadlines.set(jest.fn()).settle();
    expect(jest.getTimerCount()).toBe(1);
    jest.advanceTimersByTime(100);
    expect(jest.getTimerCount()).toBe(0);

    deadlines.set(expired);
    jest.advanceTimersByTime(1_000);
    expect(expired).toHaveBeenCalledTimes(1);
    expect(jest.getTimerCount()).toBe(0);
  });
});
