import { useCallback, useEffect, useState } from 'react';
import { LOGIN_LOCKOUT } from '@changas/shared/contracts';

/**
 * The client-side login lockout (spec sections 4 and 9): failed attempts are counted in local
 * storage; the fifth blocks the form for ten minutes, across reloads (`blockTime` holds when the
 * block ends). The core is pure (storage and `now` are given) and the hook adds the countdown.
 */
export const LOCKOUT_STORAGE_KEYS = { attempts: 'loginAttempts', blockTime: 'blockTime' } as const;

const BLOCK_MINUTES = LOGIN_LOCKOUT.blockMs / 60_000;

export const LOCKOUT_MESSAGES = {
  title: 'Cuenta bloqueada por múltiples intentos fallidos',
  blockedNow: `Demasiados intentos fallidos. Cuenta bloqueada por ${BLOCK_MINUTES} minutos.`,
  blocked: `Demasiados intentos fallidos. Intenta nuevamente en ${BLOCK_MINUTES} minutos.`,
} as const;

export type LockoutStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface LockoutState {
  /** Failed attempts since the last success or the end of the last block. */
  attempts: number;
  /** When the block ends (ms since the epoch), or null when the form is usable. */
  blockedUntil: number | null;
}

const UNLOCKED: LockoutState = { attempts: 0, blockedUntil: null };

function readNumber(storage: LockoutStorage, key: string): number | null {
  const raw = storage.getItem(key);
  const value = raw === null ? Number.NaN : Number(raw);
  return Number.isFinite(value) ? value : null;
}

export function resetLockout(storage: LockoutStorage): void {
  storage.removeItem(LOCKOUT_STORAGE_KEYS.attempts);
  storage.removeItem(LOCKOUT_STORAGE_KEYS.blockTime);
}

/** The stored state at `now`; a block that has run out is cleared together with the counter. */
export function readLockout(storage: LockoutStorage, now: number): LockoutState {
  const attempts = Math.min(
    Math.max(0, Math.trunc(readNumber(storage, LOCKOUT_STORAGE_KEYS.attempts) ?? 0)),
    LOGIN_LOCKOUT.maxAttempts,
  );
  const blockTime = readNumber(storage, LOCKOUT_STORAGE_KEYS.blockTime);
  if (blockTime === null) return { attempts, blockedUntil: null };
  // Never more than ten minutes from now, even if the clock was moved back since.
  const blockedUntil = Math.min(blockTime, now + LOGIN_LOCKOUT.blockMs);
  if (now < blockedUntil) return { attempts: LOGIN_LOCKOUT.maxAttempts, blockedUntil };
  resetLockout(storage);
  return UNLOCKED;
}

/** Counts one failed login at `now`; the last allowed one starts the block. */
export function recordFailure(storage: LockoutStorage, now: number): LockoutState {
  const current = readLockout(storage, now);
  if (current.blockedUntil !== null) return current;
  const attempts = current.attempts + 1;
  storage.setItem(LOCKOUT_STORAGE_KEYS.attempts, String(attempts));
  if (attempts < LOGIN_LOCKOUT.maxAttempts) return { attempts, blockedUntil: null };
  const blockedUntil = now + LOGIN_LOCKOUT.blockMs;
  storage.setItem(LOCKOUT_STORAGE_KEYS.blockTime, String(blockedUntil));
  return { attempts, blockedUntil };
}

export function remainingMs(state: LockoutState, now: number): number {
  return state.blockedUntil === null ? 0 : Math.max(0, state.blockedUntil - now);
}

/** 540000 → '9:00', 61000 → '1:01' (whole seconds, rounded up so 0:00 means unblocked). */
export function formatRemaining(ms: number): string {
  const seconds = Math.ceil(Math.max(0, ms) / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

export interface LoginLockout {
  attempts: number;
  maxAttempts: number;
  blocked: boolean;
  /** 'm:ss' left while blocked. */
  remaining: string;
  /** What to tell a blocked user: the block has just started, or it is still running. */
  message: string | null;
  /** Counts a failed login; returns true when it started the block. */
  fail: () => boolean;
  succeed: () => void;
}

/** The lockout of the login form, restored from storage and counting down once a second while blocked. */
export function useLoginLockout(
  storage: LockoutStorage = window.localStorage,
  clock: () => number = Date.now,
): LoginLockout {
  const [state, setState] = useState(() => readLockout(storage, clock()));
  const [now, setNow] = useState(clock);
  const [justBlocked, setJustBlocked] = useState(false);
  const { blockedUntil } = state;

  useEffect(() => {
    if (blockedUntil === null) return undefined;
    const timer = setInterval(() => {
      const time = clock();
      setNow(time);
      if (time >= blockedUntil) {
        setState(readLockout(storage, time));
        setJustBlocked(false);
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [blockedUntil, storage, clock]);

  const fail = useCallback(() => {
    const time = clock();
    const next = recordFailure(storage, time);
    setState(next);
    setNow(time);
    setJustBlocked(next.blockedUntil !== null);
    return next.blockedUntil !== null;
  }, [storage, clock]);

  const succeed = useCallback(() => {
    resetLockout(storage);
    setState(UNLOCKED);
    setJustBlocked(false);
  }, [storage]);

  const blocked = blockedUntil !== null;
  return {
    attempts: state.attempts,
    maxAttempts: LOGIN_LOCKOUT.maxAttempts,
    blocked,
    remaining: formatRemaining(remainingMs(state, now)),
    message: blocked ? (justBlocked ? LOCKOUT_MESSAGES.blockedNow : LOCKOUT_MESSAGES.blocked) : null,
    fail,
    succeed,
  };
}
