import { sessionStore } from '../session/session-store';
import { createApiClient } from './api-client';

/** The app-wide API client (same origin: the API serves the web app, Vite proxies /api in development). */
export const api = createApiClient({
  getToken: sessionStore.getToken,
  onUnauthorized: () => sessionStore.clear(),
});
