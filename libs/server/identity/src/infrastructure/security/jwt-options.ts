import type { JwtModuleOptions } from '@nestjs/jwt';
import { SESSION_TTL_DAYS } from '@changas/shared/contracts';
import type { AppConfig } from '@changas/server/kernel';

/** HS256 only, both ways: a token that names another algorithm (or `none`) is never accepted. */
export const JWT_ALGORITHM = 'HS256';

export const jwtModuleOptions = ({ jwtSecret }: AppConfig): JwtModuleOptions => ({
  secret: jwtSecret,
  signOptions: { algorithm: JWT_ALGORITHM, expiresIn: `${SESSION_TTL_DAYS}d` },
  verifyOptions: { algorithms: [JWT_ALGORITHM] },
});
