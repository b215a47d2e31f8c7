import { Inject, Injectable } from '@nestjs/common';
import { type Clock, CLOCK, err, ok, type Result } from '@changas/server/kernel/domain';
import { IdentityErrors } from '../domain/identity.errors';
import { PasswordResetToken } from '../domain/password-reset-token.entity';
import type { ResetTokenRepository } from '../domain/reset-token.repository.port';
import type { UserRepository } from '../domain/user.repository.port';
import { PASSWORD_HASHER, RESET_TOKEN_REPOSITORY, USER_REPOSITORY } from './identity.tokens';
import type { PasswordHasher } from './ports/password-hasher.port';

export interface ResetPasswordCommand {
  /** The secret from the mailed link. */
  readonly token: string;
  readonly newPassword: string;
}

/**
 * Sets a new password through a reset link and ends every session issued before it; unknown, used
 * and expired links each fail with their own error.
 */
@Injectable()
export class ResetPassword {
  constructor(
    @Inject(USER_REPOSITORY) private readonly users: UserRepository,
    @Inject(RESET_TOKEN_REPOSITORY) private readonly resetTokens: ResetTokenRepository,
    @Inject(PASSWORD_HASHER) private readonly hasher: PasswordHasher,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ token, newPassword }: ResetPasswordCommand): Promise<Result<void>> {
    const resetToken = await this.resetTokens.findByHash(PasswordResetToken.hashOf(token));
    const user = resetToken && (await this.users.findById(resetToken.userId));
    if (!resetToken || !user) return err(IdentityErrors.resetTokenInvalid());

    const used = resetToken.use(this.clock.now());
    if (!used.ok) return used;
    // The token is spent before the password changes: a failure in between costs a new link, never a second use.
    if (!(await this.resetTokens.markUsed(resetToken))) return err(IdentityErrors.resetTokenUsed());

    // Also ends every session issued before: whoever knew the old password is logged out.
    await this.users.changePassword(user.id, await this.hasher.hash(newPassword));
    return ok(undefined);
  }
}
