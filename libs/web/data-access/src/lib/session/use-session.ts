import { useSyncExternalStore } from 'react';
import { sessionStore } from './session-store';

/** The current session, re-rendering on login, logout, profile change or a 401. */
export function useSession() {
  const session = useSyncExternalStore(
    sessionStore.subscribe,
    sessionStore.getSnapshot,
    sessionStore.getSnapshot,
  );
  return {
    session,
    user: session?.user ?? null,
    isAuthenticated: session !== null,
    loggedOut: session === null && sessionStore.endedByUser(),
  };
}
