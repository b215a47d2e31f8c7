import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { ConfigError } from './app-config';

/**
 * Production must be given a secret. Elsewhere one is generated once and kept in `file`, so
 * tokens survive restarts of a development server without anyone having to configure it.
 */
export function resolveJwtSecret(given: string | undefined, production: boolean, file: string): string {
  if (given !== undefined) return given;
  if (production) throw new ConfigError('JWT_SECRET es obligatorio en producción');
  return readSecret(file) ?? createSecret(file);
}

function readSecret(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8').trim() || undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

function createSecret(file: string): string {
  const secret = randomBytes(48).toString('base64url');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
