import helmet from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { AppConfig } from '@changas/server/kernel';

/** Every method the API's routes use: a browser preflights all but GET, HEAD and simple POSTs. */
export const CORS_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** What a JSON answer needs (OWASP's REST set): it is never a page, so it may load nothing and be framed nowhere. */
const JSON_ANSWER_POLICY = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-frame-options': 'DENY',
};
/** helmet's headers that matter to any answer, a page or not. */
const ANY_ANSWER_HEADERS = [
  'strict-transport-security',
  'x-content-type-options',
  'referrer-policy',
  'cross-origin-resource-policy',
] as const;

const isJson = (contentType: unknown) =>
  typeof contentType === 'string' && contentType.startsWith('application/json');

/**
 * Security headers: helmet's on pages and files, with a CSP that fits the SPA (MUI injects styles, service
 * images come from any host); on JSON answers the short REST set, which also halves their header bytes.
 * CORS only for the configured origins; answers to a request that carries credentials are never stored
 * by a browser or a proxy.
 */
export function applyHttpSecurity(app: NestFastifyApplication, config: AppConfig): void {
  const pageHeaders = headersSetBy(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'https:', 'http:'],
          // The app may be served over plain http (local, demo); upgrading would break it.
          upgradeInsecureRequests: null,
        },
      },
    }),
  );
  const jsonHeaders: Readonly<Record<string, string>> = {
    ...Object.fromEntries(ANY_ANSWER_HEADERS.map((name) => [name, pageHeaders[name]])),
    ...JSON_ANSWER_POLICY,
  };
  // In a hook of its own: on onRequest, Nest wraps it to copy its headers for Nest middleware (which the app has
  // none of), reading every header of every answer. preParsing still answers a preflight before any route.
  app.enableCors({ origin: [...config.corsOrigins], methods: [...CORS_METHODS], hook: 'preParsing' });
  // On sending, when the answer's type is known; a header the route set itself stays.
  app
    .getHttpAdapter()
    .getInstance()
    // A callback, not an async hook: Fastify would wait for its promise on every answer.
    .addHook('onSend', (request, reply, payload, done) => {
      const headers = isJson(reply.getHeader('content-type')) ? jsonHeaders : pageHeaders;
      // One copy of the answer's headers, where hasHeader per name lower-cased each name twice.
      const own = reply.getHeaders();
      for (const name in headers) if (own[name] === undefined) reply.header(name, headers[name]);
      if (request.headers.authorization !== undefined) reply.header('cache-control', 'no-store');
      done(null, payload);
    });
}

type Middleware = (
  request: IncomingMessage,
  response: ServerResponse,
  next: (error?: unknown) => void,
) => void;

/**
 * The headers a middleware sets, read once at start-up. helmet's depend on its options alone (no CSP nonce
 * here), so each answer copies them instead of running its twelve middlewares again.
 */
function headersSetBy(middleware: Middleware): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  return headers;
}
