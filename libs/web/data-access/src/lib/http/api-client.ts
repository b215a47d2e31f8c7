import {
  API_PREFIX,
  CLIENT_ERROR_MESSAGES,
  REQUEST_TIMEOUT_MS,
  type ApiFailure,
  type ApiSuccess,
} from '@changas/shared/contracts';

/** A failed call, with the Spanish text to show and the server's stable code and field errors. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
    readonly fieldErrors: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** A dropped connection, a timeout or a server failure, which may pass; any other answer will not change. */
export function isTransientError(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 0 || error.status >= 500);
}

/**
 * The app's query retry policy: one more try, and only after a transient failure. A 403 or 404 is
 * final, so screens such as /edit-service/{id} show their message at once instead of after a retry.
 */
export const retryTransientOnce = (failureCount: number, error: unknown): boolean =>
  failureCount < 1 && isTransientError(error);

/** A failure that asking again soon may mend: a session to renew (401), a timeout (408) or a limit (429). */
const PASSING_REFUSALS = [401, 408, 429];

/**
 * Whether a screen that mounts over a failed query asks again: not after a refusal of the resource itself
 * (403, 404, 400…), which the same request would get again and the screen shows as it is, so a read the
 * start-up asked for (the router's askData) is not sent twice; after a failure that may pass, yes.
 */
export const retryOnMountUnlessRefused = ({ state }: { state: { error: unknown } }): boolean =>
  !(state.error instanceof ApiError) ||
  isTransientError(state.error) ||
  PASSING_REFUSALS.includes(state.error.status);

export interface ApiResult<T> {
  data: T;
  message?: string;
}

export interface ApiClientOptions {
  baseUrl?: string;
  timeoutMs?: number;
  getToken?: () => string | null | undefined;
  /** Called on any 401 so the session can be cleared. */
  onUnauthorized?: () => void;
  fetchImpl?: typeof fetch;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What came back: the envelope, or nothing usable (a proxy's HTML page, an empty body). */
type Envelope<T> = Partial<ApiSuccess<T>> | Partial<ApiFailure>;

function fallbackMessage(status: number): string {
  if (status === 429) return CLIENT_ERROR_MESSAGES.rateLimited;
  if (status >= 500) return CLIENT_ERROR_MESSAGES.internal;
  return CLIENT_ERROR_MESSAGES.httpStatus(status);
}

async function readEnvelope<T>(response: Response): Promise<Envelope<T>> {
  try {
    return (await response.json()) as Envelope<T>;
  } catch {
    return {};
  }
}

/**
 * The one HTTP client of the web app: JSON, bearer token, 10 s timeout, the generic error catalogue.
 * Paths are written as the contracts' API_PATHS give them, relative to the API prefix.
 */
export function createApiClient(options: ApiClientOptions = {}) {
  const { baseUrl = '', timeoutMs = REQUEST_TIMEOUT_MS, getToken, onUnauthorized } = options;

  /** Sends one call with the bearer token and the timeout; a dropped connection is an ApiError. */
  async function send(
    method: Method,
    path: string,
    { body, signal, accept = 'application/json' }: { body?: unknown; signal?: AbortSignal; accept?: string },
  ): Promise<Response> {
    const headers: Record<string, string> = { Accept: accept };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const token = getToken?.();
    if (token) headers['Authorization'] = `Bearer ${token}`;

    const timeout = AbortSignal.timeout(timeoutMs);
    try {
      return await (options.fetchImpl ?? fetch)(`${baseUrl}/${API_PREFIX}/${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
    } catch (error) {
      if (signal?.aborted) throw error;
      throw new ApiError(CLIENT_ERROR_MESSAGES.network, 0);
    }
  }

  /** The ApiError of a refused call, from its Spanish envelope when there is one. */
  function failureOf(response: Response, failure: Partial<ApiFailure>): ApiError {
    if (response.status === 401) onUnauthorized?.();
    // A server failure's own text (a crash's 'Internal Server Error', a proxy's page) means nothing
    // to the user: every 5xx reads as the catalogue's one message (spec section 8).
    const serverFailed = response.status >= 500;
    return new ApiError(
      (!serverFailed && failure.error) || fallbackMessage(response.status),
      response.status,
      failure.code,
      failure.errors,
    );
  }

  async function request<T>(
    method: Method,
    path: string,
    body?: unknown,
    signal?: AbortSignal,
  ): Promise<ApiResult<T>> {
    const response = await send(method, path, { body, signal });
    const envelope = await readEnvelope<T>(response);
    if (!response.ok || envelope.success === false) {
      throw failureOf(response, envelope as Partial<ApiFailure>);
    }
    const success = envelope as Partial<ApiSuccess<T>>;
    return { data: success.data as T, message: success.message };
  }

  /** A file the API answers (e.g. text/calendar), not an envelope; refusals still read as ApiError. */
  async function getFile(path: string, accept: string): Promise<Blob> {
    const response = await send('GET', path, { accept });
    if (!response.ok) throw failureOf(response, (await readEnvelope(response)) as Partial<ApiFailure>);
    return response.blob();
  }

  return {
    get: <T>(path: string, signal?: AbortSignal) => request<T>('GET', path, undefined, signal),
    post: <T>(path: string, body?: unknown) => request<T>('POST', path, body),
    put: <T>(path: string, body?: unknown) => request<T>('PUT', path, body),
    patch: <T>(path: string, body?: unknown) => request<T>('PATCH', path, body),
    delete: <T>(path: string) => request<T>('DELETE', path),
    getFile,
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
