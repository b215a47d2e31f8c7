import { Inject, Injectable } from '@nestjs/common';
import { ROUTES } from '@changas/shared/contracts';
import { type Clock, CLOCK, type Mailer } from '@changas/server/kernel/domain';
import { normalizeEmail } from '../domain/email';
import { PasswordResetToken } from '../domain/password-reset-token.entity';
import type { ResetTokenRepository } from '../domain/reset-token.repository.port';
import type { UserRepository } from '../domain/user.repository.port';
import { APP_URL, MAILER, RESET_TOKEN_REPOSITORY, USER_REPOSITORY } from './identity.tokens';
import { passwordResetMail } from './password-reset.mail';

/**
 * Mails a reset link to the account of `email`, if there is one; otherwise does nothing. It has no
 * expected failure: the caller answers the same whatever happens here (no account enumeration).
 */
@Injectable()
export class RequestPasswordReset {
  constructor(
    @Inject(USER_REPOSITORY) private readonly users: UserRepository,
    @Inject(RESET_TOKEN_REPOSITORY) private readonly resetTokens: ResetTokenRepository,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_URL) private readonly appUrl: string,
  ) {}

  async execute(email: string): Promise<void> {
    const user = await this.users.findByEmail(normalizeEmail(email));
    if (!user) return;

    await this.resetTokens.deleteUnused(user.id);
    const { token, secret } = PasswordResetToken.issue(user.id, this.clock.now());
    await this.resetTokens.add(token);
    const link = `${this.appUrl}${ROUTES.resetPassword(secret)}`;
    await this.mailer.send(passwordResetMail(user.email, user.profile.name, link));
  }
}
