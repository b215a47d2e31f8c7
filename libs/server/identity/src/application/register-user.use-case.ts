import { Inject, Injectable } from '@nestjs/common';
import { type Clock, CLOCK, err, ok, type Result } from '@changas/server/kernel/domain';
import { normalizeEmail } from '../domain/email';
import { IdentityErrors } from '../domain/identity.errors';
import { type ProfileDetails, User } from '../domain/user.entity';
import type { UserRepository } from '../domain/user.repository.port';
import type { AuthSession } from './auth-session';
import { PASSWORD_HASHER, TOKEN_ISSUER, USER_REPOSITORY } from './identity.tokens';
import type { PasswordHasher } from './ports/password-hasher.port';
import type { TokenIssuer } from './ports/token-issuer.port';

export interface RegisterUserCommand extends ProfileDetails {
  readonly password: string;
}

/** Creates an account and logs it in at once (the register screen goes straight to the dashboard). */
@Injectable()
export class RegisterUser {
  constructor(
    @Inject(USER_REPOSITORY) private readonly users: UserRepository,
    @Inject(PASSWORD_HASHER) private readonly hasher: PasswordHasher,
    @Inject(TOKEN_ISSUER) private readonly tokens: TokenIssuer,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ password, ...details }: RegisterUserCommand): Promise<Result<AuthSession>> {
    if (await this.users.findByEmail(normalizeEmail(details.email))) return err(IdentityErrors.emailTaken());

    const passwordHash = await this.hasher.hash(password);
    const user = User.register(details, passwordHash, this.clock.now());
    if (!user.ok) return user;
    const inserted = await this.users.insert(user.value);
    if (!inserted.ok) return inserted;
    return ok({ user: inserted.value, token: await this.tokens.issue(inserted.value) });
  }
}
