/**
 * A stubbed API for page specs and page stories, free of any test framework: `fetch` answers the
 * API's JSON envelope per 'METHOD /api/path?query', so the real data-access client and hooks run.
 */
export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
  authorization?: string;
}

export interface ApiReply {
  status: number;
  body?: unknown;
}

/** `'network-error'` makes fetch reject as a dropped connection does. */
export type ApiAnswer = ApiReply | 'network-error' | Promise<ApiReply>;
export type ApiRoute = ApiAnswer | ((call: ApiCall) => ApiAnswer);
export type ApiRoutes = Record<string, ApiRoute>;

export const ok = (data: unknown, message?: string): ApiReply => ({
  status: 200,
  body: { success: true, data, ...(message ? { message } : {}) },
});

export const failure = (
  status: number,
  code: string,
  error: string,
  errors?: Record<string, string>,
): ApiReply => ({
  status,
  body: { success: false, code, error, ...(errors ? { errors } : {}) },
});

/** An answer that never comes: the page stays in its loading state. */
export const pending = (): Promise<ApiReply> => new Promise(() => undefined);

/**
 * A Response as far as the API client reads one (jsdom has no fetch of its own); no body is not JSON,
 * and a text body is a file (e.g. an .ics invite).
 */
const jsonResponse = ({ status, body }: ApiReply) =>
  ({
    ok: status >= 200 && status < 300,
    status,
    json: async () => {
      if (body === undefined || typeof body === 'string') throw new SyntaxError('Unexpected token');
      return body;
    },
    blob: async () => new Blob([typeof body === 'string' ? body : JSON.stringify(body)]),
  }) as Response;

/** A fetch answering `routes` (unknown routes answer 404), with the calls it received. */
export function apiStub(routes: ApiRoutes) {
  const calls: ApiCall[] = [];
  const fetchStub = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const headers = (init?.headers ?? {}) as Record<string, string>;
    const call: ApiCall = {
      method: init?.method ?? 'GET',
      path: String(input),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      authorization: headers['Authorization'],
    };
    calls.push(call);
    const route = routes[`${call.method} ${call.path}`];
    const answer = typeof route === 'function' ? route(call) : route;
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    return jsonResponse(
      (await answer) ?? failure(404, 'COMMON.NOT_FOUND', 'El recurso solicitado no existe.'),
    );
  };
  return {
    fetch: fetchStub,
    calls,
    callsTo: (key: string) => calls.filter((call) => `${call.method} ${call.path}` === key),
  };
}
