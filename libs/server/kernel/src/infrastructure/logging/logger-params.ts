import pino, { type DestinationStream, type Logger } from 'pino';
import type { Params } from 'nestjs-pino';
import type { AppConfig } from '../../config/app-config';

/** Credentials never reach the logs, wherever they appear (headers, bodies, logged objects). */
export const LOG_REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  ...['password', 'new_password', 'token'].flatMap((field) => [field, `*.${field}`, `*.*.${field}`]),
];

/** Injection token of the root logger, e.g. for `logRequests` when the app is wired. */
export const ROOT_LOGGER = Symbol('ROOT_LOGGER');

/** The process's one pino logger: structured JSON at LOG_LEVEL, credentials redacted. */
export function createRootLogger(
  config: Pick<AppConfig, 'logLevel'>,
  destination?: DestinationStream,
): Logger {
  return pino(
    { level: config.logLevel, redact: { paths: LOG_REDACT_PATHS, censor: '[redacted]' } },
    destination,
  );
}

/**
 * Nest's Logger and the injected PinoLoggers write through `logger`. nestjs-pino's per-request
 * middleware (pino-http, and an AsyncLocalStorage run that turns promise hooks on for the whole
 * process) is mounted on no route: `logRequests` logs each request from a Fastify hook instead, which
 * took the API's CPU per request down by about a fifth (A/B of the detail route).
 */
export function buildLoggerParams(logger: Logger): Params {
  return { pinoHttp: { logger }, forRoutes: [] };
}
