import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { AuthenticatedUser } from './authenticated-user';
import { requestOf } from './request-of';

/**
 * The caller set by JwtAuthGuard (always present) or OptionalJwtAuthGuard (undefined when anonymous):
 * `list(@CurrentUser() user: AuthenticatedUser)`.
 */
export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): AuthenticatedUser | undefined =>
    requestOf<{ user?: AuthenticatedUser }>(context).user,
);
