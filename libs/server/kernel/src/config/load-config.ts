import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { type AppConfig, ConfigError, type LogLevel, type NodeEnv, type TrustProxy } from './app-config';
import { parseDatabaseConfig } from './database-config';
import { resolveJwtSecret } from './jwt-secret';

const NODE_ENVS: readonly NodeEnv[] = ['development', 'production', 'test'];
const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
const BOOLEANS: Record<string, boolean> = { true: true, '1': true, false: false, '0': false };
const DEFAULT_MAIL_FROM = 'Changas <no-reply@changas.com.ar>';

/**
 * Reads and validates the environment. Relative paths (data/, WEB_DIST, MAIL_OUTBOX_DIR, DATABASE_PATH)
 * resolve from `cwd`. Throws ConfigError on the first invalid variable.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): AppConfig {
  const read = (name: string) => env[name]?.trim() || undefined;

  const nodeEnv = oneOf('NODE_ENV', read('NODE_ENV') ?? 'development', NODE_ENVS);
  const production = nodeEnv === 'production';
  const appUrl = origin('APP_URL', read('APP_URL') ?? 'http://localhost:3000', 'http://localhost:3000');
  const corsOrigins = read('CORS_ORIGINS')
    ?.split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => origin('CORS_ORIGINS', entry, 'https://changas.com.ar,http://localhost:4200'));

  return {
    nodeEnv,
    port: port(read('PORT') ?? '3000'),
    database: parseDatabaseConfig(read('DATABASE_URL'), read('DATABASE_PATH'), cwd),
    jwtSecret: resolveJwtSecret(read('JWT_SECRET'), production, join(cwd, 'data', 'jwt-secret')),
    smtpUrl: smtpUrl(read('SMTP_URL')),
    mailFrom: read('MAIL_FROM') ?? DEFAULT_MAIL_FROM,
    outboxDir: resolve(cwd, read('MAIL_OUTBOX_DIR') ?? 'data/outbox'),
    redisUrl: redisUrl(read('REDIS_URL')),
    redisPrefix: read('REDIS_PREFIX') ?? 'changas',
    notificationPollMs: pollMs(read('NOTIFICATIONS_POLL_MS') ?? '5000'),
    appUrl,
    demoMode: booleanOr('DEMO_MODE', read('DEMO_MODE'), !production),
    corsOrigins: corsOrigins?.length ? corsOrigins : [appUrl],
    webDist: resolve(cwd, read('WEB_DIST') ?? 'dist/apps/web'),
    webRenderer: resolve(cwd, read('WEB_RENDERER') ?? 'dist/apps/web-server/server.cjs'),
    // The API build copies the demo seed's images here (apps/api/webpack.config.js).
    mediaDir: resolve(cwd, read('MEDIA_DIR') ?? 'dist/apps/api/media'),
    logLevel: oneOf('LOG_LEVEL', read('LOG_LEVEL') ?? 'info', LOG_LEVELS),
    rateLimitMultiplier: multiplier(read('RATE_LIMIT_MULTIPLIER') ?? '1'),
    trustProxy: trustProxy(read('TRUST_PROXY')),
  };
}

function oneOf<T extends string>(name: string, value: string, allowed: readonly T[]): T {
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw new ConfigError(`${name} debe ser uno de: ${allowed.join(', ')}.`);
}

function port(value: string): number {
  const parsed = Number(value);
  if (/^\d+$/.test(value) && parsed <= 65535) return parsed;
  throw new ConfigError('PORT debe ser un número de puerto entre 0 y 65535, por ejemplo 3000.');
}

function multiplier(value: string): number {
  const parsed = Number(value);
  if (/^\d+(\.\d+)?$/.test(value) && parsed >= 1) return parsed;
  throw new ConfigError('RATE_LIMIT_MULTIPLIER debe ser un número mayor o igual a 1, por ejemplo 100.');
}

/** A number of hops, or a comma list of addresses and CIDR ranges; never every peer, which any client could pose as a proxy to. */
function trustProxy(value: string | undefined): TrustProxy {
  if (value === undefined) return false;
  if (/^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= 10) return Number(value);
  const entries = value.split(',').map((entry) => entry.trim());
  if (entries.every(isAddressOrRange)) return entries;
  throw new ConfigError(
    'TRUST_PROXY debe ser la cantidad de proxies delante de la API (de 1 a 10, por ejemplo 1) o sus direcciones IP o rangos CIDR separados por comas (por ejemplo 10.0.0.0/8,127.0.0.1).',
  );
}

function isAddressOrRange(entry: string): boolean {
  const [address, prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length) return false;
  return prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128));
}

function pollMs(value: string): number {
  const parsed = Number(value);
  if (/^\d+$/.test(value) && parsed >= 50 && parsed <= 3_600_000) return parsed;
  throw new ConfigError(
    'NOTIFICATIONS_POLL_MS debe ser un número de milisegundos entre 50 y 3600000, por ejemplo 5000.',
  );
}

function redisUrl(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if ((url?.protocol === 'redis:' || url?.protocol === 'rediss:') && url.hostname) return value;
  throw new ConfigError('REDIS_URL debe tener la forma redis://host:6379 (o rediss://… con TLS).');
}

function booleanOr(name: string, value: string | undefined, fallback: boolean): boolean {
  if (value === undefined) return fallback;
  const parsed = BOOLEANS[value.toLowerCase()];
  if (parsed === undefined) throw new ConfigError(`${name} debe ser true, false, 1 o 0.`);
  return parsed;
}

/** An http(s) URL reduced to its origin, the form browsers send in the Origin header. */
function origin(name: string, value: string, example: string): string {
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (url?.protocol === 'http:' || url?.protocol === 'https:') return url.origin;
  throw new ConfigError(`${name} debe contener URLs http(s), por ejemplo ${example}.`);
}

function smtpUrl(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if ((url?.protocol === 'smtp:' || url?.protocol === 'smtps:') && url.hostname) return value;
  throw new ConfigError('SMTP_URL debe tener la forma smtp://usuario:contraseña@host:587 (o smtps://…).');
}
