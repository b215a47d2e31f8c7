import type { IncomingMessage } from 'node:http';
import { RequestMethod } from '@nestjs/common';
import type { Params } from 'nestjs-pino';
import type { AppConfig } from '../../config/app-config';

/** Credentials never reach the logs, wherever they appear (headers, bodies, logged objects). */
export const LOG_REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  ...['password', 'new_password', 'token'].flatMap((field) => [field, `*.${field}`, `*.*.${field}`]),
];

/** Middleware mounted under a prefix sees a shortened `url`; `originalUrl` keeps the full path. */
const pathOf = (req: IncomingMessage & { originalUrl?: string }) => req.originalUrl ?? req.url ?? '';

/** Structured JSON logs through pino-http, at LOG_LEVEL; health probes are not logged per request. */
export function buildLoggerParams(config: Pick<AppConfig, 'logLevel'>): Params {
  return {
    // Nest 11 route syntax for "every path" (the library's default '*' triggers a deprecation warning).
    forRoutes: [{ path: '{*path}', method: RequestMethod.ALL }],
    pinoHttp: {
      level: config.logLevel,
      redact: { paths: LOG_REDACT_PATHS, censor: '[redacted]' },
      autoLogging: { ignore: (req) => pathOf(req).startsWith('/api/health') },
      // The status is what matters; the security headers would repeat on every line.
      serializers: { res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }) },
      customLogLevel: (_req, res, error) =>
        error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
    },
  };
}
