import { type ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { requestOf } from './request-of';

/**
 * The passport strategy identity registers: it checks the bearer token and loads its user. The guards
 * live in the kernel so every context can guard its routes without depending on identity.
 */
export const JWT_STRATEGY = 'jwt';

/** Lets through requests with a valid bearer token; anything else answers 401 COMMON.UNAUTHENTICATED. */
@Injectable()
export class JwtAuthGuard extends AuthGuard(JWT_STRATEGY) {}

/**
 * For public routes that personalise when someone is logged in: a valid token sets the user, a
 * missing or invalid one leaves it undefined, and the request goes on either way.
 */
@Injectable()
export class OptionalJwtAuthGuard extends AuthGuard(JWT_STRATEGY) {
  /** Without an Authorization header there is no one to recognise: skip passport (anonymous reads are the hot path). */
  override canActivate(context: ExecutionContext) {
    const { headers } = requestOf<{ headers: Record<string, unknown> }>(context);
    return headers.authorization === undefined || super.canActivate(context);
  }

  override handleRequest<TUser>(error: unknown, user: TUser | false): TUser | undefined {
    if (error) throw error;
    return user || undefined;
  }
}
