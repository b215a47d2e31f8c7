import { act, renderHook } from '@testing-library/react';
import {
  LOCKOUT_MESSAGES,
  LOCKOUT_STORAGE_KEYS,
  formatRemaining,
  readLockout,
  recordFailure,
  remainingMs,
  resetLockout,
  useLoginLockout,
  type LockoutStorage,
} from './login-lockout';

const MINUTE = 60_000;
const T0 = Date.UTC(2025, 0, 15, 12, 0, 0);
/** What is stored for a block that started at `start`: the time it ends. */
const blockStartedAt = (start: number) => String(start + 10 * MINUTE);

function memoryStorage(
  initial: Record<string, string> = {},
): LockoutStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (key) => data[key] ?? null,
    setItem: (key, value) => {
      data[key] = value;
    },
    removeItem: (key) => {
      delete data[key];
    },
  };
}

describe('login lockout core', () => {
  it('counts failures and blocks for ten minutes on the fifth', () => {
    const storage = memoryStorage();
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect(recordFailure(storage, T0 + attempt)).toEqual({ attempts: attempt, blockedUntil: null });
    }
    expect(recordFailure(storage, T0 + 5)).toEqual({ attempts: 5, blockedUntil: T0 + 5 + 10 * MINUTE });
    expect(storage.data).toEqual({
      [LOCKOUT_STORAGE_KEYS.attempts]: '5',
      [LOCKOUT_STORAGE_KEYS.blockTime]: String(T0 + 5 + 10 * MINUTE),
    });
  });

  it('restores the block from storage, e.g. after a reload', () => {
    const storage = memoryStorage({ loginAttempts: '5', blockTime: blockStartedAt(T0) });
    const state = readLockout(storage, T0 + 3 * MINUTE);
    expect(state).toEqual({ attempts: 5, blockedUntil: T0 + 10 * MINUTE });
    expect(remainingMs(state, T0 + 3 * MINUTE)).toBe(7 * MINUTE);
  });

  it('ignores further failures while blocked', () => {
    const storage = memoryStorage({ loginAttempts: '5', blockTime: blockStartedAt(T0) });
    expect(recordFailure(storage, T0 + MINUTE)).toEqual({ attempts: 5, blockedUntil: T0 + 10 * MINUTE });
    expect(storage.data['blockTime']).toBe(blockStartedAt(T0));
  });

  it('clears the block and the counter when the ten minutes are over', () => {
    const storage = memoryStorage({ loginAttempts: '5', blockTime: blockStartedAt(T0) });
    expect(readLockout(storage, T0 + 10 * MINUTE)).toEqual({ attempts: 0, blockedUntil: null });
    expect(storage.data).toEqual({});
    expect(recordFailure(storage, T0 + 11 * MINUTE)).toEqual({ attempts: 1, blockedUntil: null });
  });

  it('resets on a successful login', () => {
    const storage = memoryStorage({ loginAttempts: '3' });
    resetLockout(storage);
    expect(readLockout(storage, T0)).toEqual({ attempts: 0, blockedUntil: null });
  });

  it('never blocks for more than ten minutes from now, even if the clock was moved back', () => {
    const storage = memoryStorage({ loginAttempts: '5', blockTime: String(T0 + 60 * MINUTE) });
    expect(readLockout(storage, T0)).toEqual({ attempts: 5, blockedUntil: T0 + 10 * MINUTE });
  });

  it('treats unreadable values as no failures', () => {
    expect(readLockout(memoryStorage({ loginAttempts: 'abc', blockTime: '' }), T0)).toEqual({
      attempts: 0,
      blockedUntil: null,
    });
  });

  it('formats the time left as minutes:seconds', () => {
    expect(formatRemaining(10 * MINUTE)).toBe('10:00');
    expect(formatRemaining(9 * MINUTE + 5_000)).toBe('9:05');
    expect(formatRemaining(61_000)).toBe('1:01');
    expect(formatRemaining(400)).toBe('0:01');
    expect(formatRemaining(0)).toBe('0:00');
  });
});

describe('useLoginLockout', () => {
  beforeEach(() => jest.useFakeTimers({ now: T0 }));
  afterEach(() => jest.useRealTimers());

  it('blocks on the fifth failure, counts down and unblocks after ten minutes', () => {
    const storage = memoryStorage();
    const { result } = renderHook(() => useLoginLockout(storage));
    for (let attempt = 1; attempt <= 4; attempt++) act(() => void result.current.fail());
    expect(result.current).toMatchObject({ attempts: 4, blocked: false, message: null });

    let startedBlock = false;
    act(() => {
      startedBlock = result.current.fail();
    });
    expect(startedBlock).toBe(true);
    expect(result.current).toMatchObject({
      attempts: 5,
      blocked: true,
      remaining: '10:00',
      message: LOCKOUT_MESSAGES.blockedNow,
    });

    act(() => void jest.advanceTimersByTime(61_000));
    expect(result.current.remaining).toBe('8:59');

    act(() => void jest.advanceTimersByTime(9 * MINUTE));
    expect(result.current).toMatchObject({ attempts: 0, blocked: false, message: null });
    expect(storage.data).toEqual({});
  });

  it('restores a running block with the "try again" message', () => {
    const storage = memoryStorage({ loginAttempts: '5', blockTime: blockStartedAt(T0 - 2 * MINUTE) });
    const { result } = renderHook(() => useLoginLockout(storage));
    expect(result.current).toMatchObject({
      blocked: true,
      remaining: '8:00',
      message: 'Demasiados intentos fallidos. Intenta nuevamente en 10 minutos.',
    });
  });

  it('resets the counter on success', () => {
    const storage = memoryStorage({ loginAttempts: '2' });
    const { result } = renderHook(() => useLoginLockout(storage));
    expect(result.current.attempts).toBe(2);
    act(() => result.current.succeed());
    expect(result.current.attempts).toBe(0);
    expect(storage.data).toEqual({});
  });
});
