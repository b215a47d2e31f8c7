import { Inject, Injectable } from '@nestjs/common';
import { err, ok, type Result } from '@changas/server/kernel/domain';
import { normalizeEmail } from '../domain/email';
import { IdentityErrors } from '../domain/identity.errors';
import type { UserRepository } from '../domain/user.repository.port';
import type { AuthSession } from './auth-session';
import { PASSWORD_HASHER, TOKEN_ISSUER, USER_REPOSITORY } from './identity.tokens';
import type { PasswordHasher } from './ports/password-hasher.port';
import type { TokenIssuer } from './ports/token-issuer.port';

export interface LoginUserCommand {
  readonly email: string;
  readonly password: string;
}

/**
 * Checks the credentials. An unknown email and a wrong password fail alike, and an unknown email
 * still costs one hash verification, so neither the answer nor its timing tells which accounts exist.
 */
@Injectable()
export class LoginUser {
  private decoyHash?: Promise<string>;

  constructor(
    @Inject(USER_REPOSITORY) private readonly users: UserRepository,
    @Inject(PASSWORD_HASHER) private readonly hasher: PasswordHasher,
    @Inject(TOKEN_ISSUER) private readonly tokens: TokenIssuer,
  ) {}

  async execute({ email, password }: LoginUserCommand): Promise<Result<AuthSession>> {
    const credentials = await this.users.findCredentials(normalizeEmail(email));
    const hash = credentials?.passwordHash ?? (await this.decoy());
    const matches = await this.hasher.verify(hash, password);
    if (!credentials || !matches) return err(IdentityErrors.invalidCredentials());
    return ok({ user: credentials.user, token: await this.tokens.issue(credentials.user) });
  }

  private decoy(): Promise<string> {
    this.decoyHash ??= this.hasher.hash('decoy-password-for-unknown-emails');
    return this.decoyHash;
  }
}
