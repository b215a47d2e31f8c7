import fastifyCors from '@fastify/cors';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyAdapter } from '@nestjs/platform-fastify';
import type { AppConfig } from '@changas/server/kernel';
import type { AnswerStep } from './answer-steps';

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

type RequestHook = (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) => void;

const isJson = (contentType: unknown) =>
  typeof contentType === 'string' && contentType.startsWith('application/json');

/**
 * Security headers, as a step of every answer (answer-steps): helmet's on pages and files, with a CSP that
 * fits the SPA (MUI injects styles, service images come from any host); on JSON answers the short REST set,
 * which also halves their header bytes. Answers to a request that carries credentials are never stored by a
 * browser or a proxy.
 */
export function securityHeaders(): AnswerStep {
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
  // On sending, when the answer's type is known.
  return (request, reply) => {
    if (isJson(reply.getHeader('content-type'))) {
      // No JSON route sets these itself, so they are written without reading the answer's own first: that read
      // (a copy of its headers and a lookup per name) was 0.8 % of a service's detail in instructions.
      reply.headers(jsonHeaders);
    } else {
      // A page or a file keeps any of these it sets itself.
      const own = reply.getHeaders();
      for (const name in pageHeaders) if (own[name] === undefined) reply.header(name, pageHeaders[name]);
    }
    if (request.headers.authorization !== undefined) reply.header('cache-control', 'no-store');
  };
}

/**
 * CORS for the configured origins, by @fastify/cors, in the request hook the adapter always runs (and leaves
 * empty), and only for requests that name an Origin: for any other, the plugin would only add `Vary: Origin`,
 * after copying its options and resolving the origin list. A hook of its own cost each answer Fastify's hook
 * runner; the whole came to 1.3 % of a service's detail in instructions. A preflight always reaches it, so
 * one without an Origin is still refused as the plugin refuses it.
 */
export function allowConfiguredOrigins(adapter: FastifyAdapter, config: AppConfig): void {
  const fastify = adapter.getInstance();
  let corsHook: RequestHook | undefined;
  // The plugin adds its request hook and the preflight route: the hook is kept, the rest goes to Fastify.
  const plugin = {
    decorateRequest: fastify.decorateRequest.bind(fastify),
    options: fastify.options.bind(fastify),
    addHook: (_name: 'onRequest', hook: RequestHook) => void (corsHook = hook),
  };
  fastifyCors(
    plugin as unknown as FastifyInstance,
    { origin: [...config.corsOrigins], methods: [...CORS_METHODS] },
    (error) => {
      if (error) throw error;
    },
  );
  if (!corsHook) throw new Error('@fastify/cors no añadió su hook');
  const cors = corsHook;
  adapter.setOnRequestHook((request, reply, done) => {
    if (request.headers.origin !== undefined || request.raw.method === 'OPTIONS')
      return cors(request, reply, done);
    reply.header('vary', 'Origin');
    done();
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
