import helmet from 'helmet';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { AppConfig } from '@changas/server/kernel';

/** Every method the API's routes use: a browser preflights all but GET, HEAD and simple POSTs. */
export const CORS_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/**
 * helmet's headers with a CSP that fits the SPA (MUI injects styles, service images come from any
 * host) and the Swagger UI (external scripts, inline styles); CORS only for the configured origins;
 * answers to a request that carries credentials are never stored by a browser or a proxy.
 */
export function applyHttpSecurity(app: NestFastifyApplication, config: AppConfig): void {
  // Built once: @fastify/helmet rebuilt the middleware, parsing the CSP again, on every request.
  const secureHeaders = helmet({
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
  });
  const fastify = app.getHttpAdapter().getInstance();
  fastify.addHook('onRequest', (request, reply, done) =>
    secureHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)),
  );
  app.enableCors({ origin: [...config.corsOrigins], methods: [...CORS_METHODS] });
  fastify.addHook('onSend', async (request, reply) => {
    if (request.headers.authorization !== undefined) reply.header('cache-control', 'no-store');
  });
}
