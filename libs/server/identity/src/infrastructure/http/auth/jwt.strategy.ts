import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Strategy } from 'passport-jwt';
import type { AccessTokenClaims } from '@changas/shared/contracts';
import { APP_CONFIG, type AppConfig, type AuthenticatedUser, JWT_STRATEGY } from '@changas/server/kernel';
import { GetProfile } from '../../../application/get-profile.query';
import { JWT_ALGORITHM, jwtKey } from '../../security/jwt-options';
import { bearerTokenOf } from './bearer-token';

/**
 * Accepts exactly one bearer token signed with our secret in HS256, not expired, whose user still
 * exists under the session version the token names: the user is loaded on every request, so deleting
 * an account or changing its password ends its sessions at once.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, JWT_STRATEGY) {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly getProfile: GetProfile,
  ) {
    super({
      jwtFromRequest: bearerTokenOf,
      // @types/passport-jwt predates key objects; jsonwebtoken 9, which verifies, takes one.
      secretOrKey: jwtKey(config) as unknown as Buffer,
      algorithms: [JWT_ALGORITHM],
      ignoreExpiration: false,
    });
  }

  async validate({ sub, sv }: Partial<AccessTokenClaims>): Promise<AuthenticatedUser | false> {
    const id = Number(sub);
    if (!Number.isSafeInteger(id) || id <= 0 || typeof sv !== 'number') return false;
    const found = await this.getProfile.execute(id);
    if (!found.ok || !found.value.acceptsSession(sv)) return false;
    const { name, email } = found.value.profile;
    return { id, name, email };
  }
}
