import type { ErrorCode } from './errors';

/** Field name → first Spanish message for that field. Nested fields use dotted paths (`zones.0.province`). */
export type FieldErrors = Record<string, string>;

/**
 * How long the web app takes an API answer as current (React Query's staleTime) before it asks again; a
 * prerendered page's answers are kept within it, so the browser adopts them instead of asking again.
 */
export const ANSWER_FRESH_MS = 30_000;

/** Body of every successful API answer. */
export interface ApiSuccess<T> {
  success: true;
  data: T;
  message?: string;
}

/** Body of every failed API answer; `error` is the catalogue text for `code`. */
export interface ApiFailure {
  success: false;
  error: string;
  code: ErrorCode;
  errors?: FieldErrors;
}

export type ApiResponse<T> = ApiSuccess<T> | ApiFailure;

/** `GET /api/health` */
export interface HealthResponse {
  status: 'ok';
}

/** `GET /api/health/ready` */
export interface ReadinessResponse {
  status: 'ready';
  database: 'up';
}

/** `GET /api/app-config`: what the web needs to know about the server's mode. */
export interface AppConfigResponse {
  /** Shows the demo helpers (demo credentials, debug fill buttons, reset-token debug box). */
  demo_mode: boolean;
}
