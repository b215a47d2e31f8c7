import { createSecretKey, type KeyObject } from 'node:crypto';
import type { JwtModuleOptions } from '@nestjs/jwt';
import { SESSION_TTL_DAYS } from '@changas/shared/contracts';
import type { AppConfig } from '@changas/server/kernel';

/** HS256 only, both ways: a token that names another algorithm (or `none`) is never accepted. */
export const JWT_ALGORITHM = 'HS256';

/**
 * The secret as a key object, made once. Given a string, jsonwebtoken first tries to read it as a public
 * (or private) key on every call and only then as a secret: about 0.75 ms of CPU per logged-in request.
 */
export const jwtKey = ({ jwtSecret }: AppConfig): KeyObject =>
  createSecretKey(Buffer.from(jwtSecret, 'utf8'));

export const jwtModuleOptions = (config: AppConfig): JwtModuleOptions => {
  const key = jwtKey(config);
  return {
    secretOrKeyProvider: () => key,
    signOptions: { algorithm: JWT_ALGORITHM, expiresIn: `${SESSION_TTL_DAYS}d` },
    verifyOptions: { algorithms: [JWT_ALGORITHM] },
  };
};
