import { useSyncExternalStore } from 'react';
import { sessionStore } from './session-store';

/** A page the server prerenders is anonymous: the session lives in the browser's cookie and storage. */
const noServerSession = () => null;

/**
 * The current session, re-rendering on login, logout, profile change or a 401. While a prerendered page
 * hydrates it is anonymous like the server's markup; React then renders the browser's session.
 */
export function useSession() {
  const session = useSyncExternalStore(sessionStore.subscribe, sessionStore.getSnapshot, noServerSession);
  return {
    session,
    user: session?.user ?? null,
    isAuthenticated: session !== null,
    loggedOut: session === null && sessionStore.endedByUser(),
  };
}
