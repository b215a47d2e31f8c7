import type { UserView } from '@changas/shared/contracts';
import { SESSION_COOKIE, SESSION_TTL_DAYS } from '@changas/shared/contracts';

export const USER_STORAGE_KEY = 'userData';

export interface Session {
  token: string;
  user: UserView;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let snapshot: Session | null | undefined;
// True after the user logged out (as opposed to an expired or rejected token), until the next login.
let endedByUser = false;

function readCookie(name: string): string | null {
  // A page prerendered on the server has no cookies: it is anonymous.
  if (typeof document === 'undefined') return null;
  const match = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : null;
}

function writeCookie(name: string, value: string, maxAgeSeconds: number) {
  const secure = window.location.protocol === 'https:';
  const attributes = [
    `path=/`,
    `max-age=${maxAgeSeconds}`,
    secure ? 'Secure; SameSite=Strict' : 'SameSite=Lax',
  ];
  document.cookie = `${name}=${encodeURIComponent(value)}; ${attributes.join('; ')}`;
}

/** Refuses what is not a token: empty, blank, or the text 'undefined' left by a broken answer. */
export function isUsableToken(token: unknown): token is string {
  return typeof token === 'string' && token.trim() !== '' && token.trim() !== 'undefined';
}

/** A minimal user from the token's subject, for a token found without stored user data. */
export function userFromToken(token: string): UserView | null {
  try {
    const payload = JSON.parse(atob(token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/'))) as {
      sub?: unknown;
    };
    const id = Number(payload.sub);
    if (!Number.isInteger(id) || id <= 0) return null;
    return {
      id,
      name: '',
      email: '',
      phone: '',
      province: '',
      locality: '',
      created_at: '',
      // The defaults of a new account, until the profile is read.
      notifications: { requests_received: true, answers: true, reminders: true },
    };
  } catch {
    return null;
  }
}

function readStoredUser(): UserView | null {
  try {
    const raw = localStorage.getItem(USER_STORAGE_KEY);
    return raw ? (JSON.parse(raw) as UserView) : null;
  } catch {
    return null;
  }
}

function load(): Session | null {
  const token = readCookie(SESSION_COOKIE);
  if (!isUsableToken(token)) return null;
  const user = readStoredUser() ?? userFromToken(token);
  return user ? { token, user } : null;
}

function publish(next: Session | null) {
  snapshot = next;
  listeners.forEach((listener) => listener());
}

/** The session: token in the authToken cookie (7 days), user in localStorage userData. */
export const sessionStore = {
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot(): Session | null {
    if (snapshot === undefined) snapshot = load();
    return snapshot;
  },
  getToken(): string | null {
    return sessionStore.getSnapshot()?.token ?? null;
  },
  /** Returns false, saving nothing, when the token is not usable. */
  save(token: unknown, user: UserView): boolean {
    if (!isUsableToken(token)) return false;
    writeCookie(SESSION_COOKIE, token, SESSION_TTL_DAYS * 24 * 60 * 60);
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
    endedByUser = false;
    publish({ token, user });
    return true;
  },
  updateUser(user: UserView) {
    const current = sessionStore.getSnapshot();
    if (!current) return;
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
    publish({ ...current, user });
  },
  /** Ends the session; `byUser` tells a logout apart from a 401. */
  clear(byUser = false) {
    endedByUser = byUser;
    writeCookie(SESSION_COOKIE, '', 0);
    localStorage.removeItem(USER_STORAGE_KEY);
    publish(null);
  },
  endedByUser(): boolean {
    return endedByUser;
  },
  /** Re-reads cookie and storage (another tab, or tests). */
  reload() {
    publish(load());
  },
};
