import { resolve } from 'node:path';
import { ConfigError, type DatabaseConfig } from './app-config';

const DEFAULT_SQLITE_PATH = 'data/changas.sqlite';
const MYSQL_PROTOCOLS = new Set(['mysql:', 'mariadb:']);
const DATABASE_URL_FORM =
  'DATABASE_URL no es válida: usa mysql://usuario:contraseña@host:3306/base (o mariadb://…), o quítala para usar SQLite.';

/**
 * No DATABASE_URL → embedded SQLite (DATABASE_PATH or data/changas.sqlite, from cwd); a mysql:// or
 * mariadb:// URL → MySQL/MariaDB. The error never repeats the URL: it may hold a password.
 */
export function parseDatabaseConfig(
  url: string | undefined,
  sqlitePath: string | undefined,
  cwd: string,
): DatabaseConfig {
  if (url === undefined) return { type: 'sqlite', path: resolve(cwd, sqlitePath ?? DEFAULT_SQLITE_PATH) };

  if (!URL.canParse(url)) throw new ConfigError(DATABASE_URL_FORM);
  const parsed = new URL(url);
  const database = decode(parsed.pathname.replace(/^\//, ''));
  if (
    !MYSQL_PROTOCOLS.has(parsed.protocol) ||
    !parsed.hostname ||
    !parsed.username ||
    !database ||
    database.includes('/')
  ) {
    throw new ConfigError(DATABASE_URL_FORM);
  }
  return {
    type: 'mysql',
    host: parsed.hostname.replace(/^\[|\]$/g, ''), // IPv6 literals come bracketed
    port: parsed.port ? Number(parsed.port) : 3306,
    username: decode(parsed.username),
    password: decode(parsed.password),
    database,
  };
}

function decode(component: string): string {
  try {
    return decodeURIComponent(component);
  } catch {
    throw new ConfigError(DATABASE_URL_FORM);
  }
}
