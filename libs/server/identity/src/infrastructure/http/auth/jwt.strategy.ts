import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import type { AccessTokenClaims } from '@changas/shared/contracts';
import { APP_CONFIG, type AppConfig } from '@changas/server/kernel';
import { GetProfile } from '../../../application/get-profile.query';
import { JWT_ALGORITHM } from '../../security/jwt-options';
import type { AuthenticatedUser } from './authenticated-user';

export const JWT_STRATEGY = 'jwt';

/**
 * Accepts a bearer token signed with our secret in HS256, not expired, whose user still exists:
 * the user is loaded on every request, so deleting an account ends its sessions at once.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, JWT_STRATEGY) {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly getProfile: GetProfile,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKey: config.jwtSecret,
      algorithms: [JWT_ALGORITHM],
      ignoreExpiration: false,
    });
  }

  async validate({ sub }: Partial<AccessTokenClaims>): Promise<AuthenticatedUser | false> {
    const id = Number(sub);
    if (!Number.isSafeInteger(id) || id <= 0) return false;
    const found = await this.getProfile.execute(id);
    if (!found.ok) return false;
    const { name, email } = found.value.profile;
    return { id, name, email };
  }
}
