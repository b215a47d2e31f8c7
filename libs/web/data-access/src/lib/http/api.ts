import { sessionStore } from '../session/session-store';
import { createApiClient } from './api-client';

let send: typeof fetch = (input, init) => fetch(input, init);

/**
 * Where the app's API calls go: the browser's fetch, unless the server prerendering a page hands its
 * own (the API answering in-process, since a server has no origin to resolve '/api' against).
 */
export function sendApiCallsThrough(fetchImpl: typeof fetch): void {
  send = fetchImpl;
}

/** The app-wide API client (same origin: the API serves the web app, Vite proxies /api in development). */
export const api = createApiClient({
  getToken: sessionStore.getToken,
  onUnauthorized: () => sessionStore.clear(),
  fetchImpl: (input, init) => send(input, init),
});
