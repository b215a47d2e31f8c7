export type NodeEnv = 'development' | 'production' | 'test';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export type DatabaseConfig =
  | { readonly type: 'sqlite'; readonly path: string }
  | {
      readonly type: 'mysql';
      readonly host: string;
      readonly port: number;
      readonly username: string;
      readonly password: string;
      readonly database: string;
    };

/**
 * Which peers' X-Forwarded-For the API believes: none (the client is the connection's peer), the nearest
 * `n` proxies, or those at the given addresses and CIDR ranges.
 */
export type TrustProxy = false | number | readonly string[];

/** Everything the server reads from the environment, validated once at start-up. */
export interface AppConfig {
  readonly nodeEnv: NodeEnv;
  readonly port: number;
  readonly database: DatabaseConfig;
  readonly jwtSecret: string;
  /** SMTP server for outgoing mail; without it mails are written to `outboxDir`. */
  readonly smtpUrl?: string;
  /** Sender of outgoing mail, e.g. `Changas <no-reply@changas.com.ar>`. */
  readonly mailFrom: string;
  /** Absolute path of the folder that receives mails as .eml files when there is no SMTP server. */
  readonly outboxDir: string;
  /** Redis for work shared by every API instance (the notifications queue); without it the work runs in-process. */
  readonly redisUrl?: string;
  /** Prefix of this deployment's Redis keys, so several deployments (or test runs) share one Redis. */
  readonly redisPrefix: string;
  /** How often due notifications are looked for, in milliseconds. */
  readonly notificationPollMs: number;
  /** Public origin of the app, used in e-mail links and as the default CORS origin. */
  readonly appUrl: string;
  readonly demoMode: boolean;
  readonly corsOrigins: readonly string[];
  /** Absolute path of the built web app served at `/`. */
  readonly webDist: string;
  /** Absolute path of the web app's server renderer (its SSR build), which prerenders the public pages. */
  readonly webRenderer: string;
  /** Absolute path of the read-only files served at `/media/` (the demo's category images). */
  readonly mediaDir: string;
  readonly logLevel: LogLevel;
  /** Scales every server-side rate limit (1 in production; higher where many requests come from one IP, as in tests). */
  readonly rateLimitMultiplier: number;
  /** The proxies in front of the API (TLS, load balancer): the client's IP, which the rate limits key on, comes through them. */
  readonly trustProxy: TrustProxy;
}

/** Injection token of the AppConfig. */
export const APP_CONFIG = Symbol('AppConfig');

/** A configuration mistake; its message is one line for the operator, naming the variable and the expected form. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}
