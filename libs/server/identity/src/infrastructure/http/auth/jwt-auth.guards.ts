import { Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { JWT_STRATEGY } from './jwt.strategy';

/** Lets through requests with a valid bearer token; anything else answers 401 COMMON.UNAUTHENTICATED. */
@Injectable()
export class JwtAuthGuard extends AuthGuard(JWT_STRATEGY) {}

/**
 * For public routes that personalise when someone is logged in: a valid token sets the user, a
 * missing or invalid one leaves it undefined, and the request goes on either way.
 */
@Injectable()
export class OptionalJwtAuthGuard extends AuthGuard(JWT_STRATEGY) {
  override handleRequest<TUser>(error: unknown, user: TUser | false): TUser | undefined {
    if (error) throw error;
    return user || undefined;
  }
}
