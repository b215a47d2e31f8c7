import { createHash, randomBytes } from 'node:crypto';
import { RESET_TOKEN_TTL_MS } from '@changas/shared/contracts';
import { err, ok, type Result } from '@changas/server/kernel/domain';
import { IdentityErrors } from './identity.errors';

const SECRET_BYTES = 32;

export interface PasswordResetTokenProps {
  readonly id: number;
  readonly userId: number;
  /** SHA-256 (hex) of the secret sent by mail; the secret itself is never stored. */
  readonly tokenHash: string;
  readonly expiresAt: Date;
  readonly usedAt: Date | null;
}

export type NewPasswordResetToken = Omit<PasswordResetTokenProps, 'id'>;

/** A password-reset link's token: valid for RESET_TOKEN_TTL_MS and only once. */
export class PasswordResetToken {
  private constructor(private props: PasswordResetTokenProps) {}

  /** A new token for `userId` and the secret to mail: 32 random bytes in base64url (safe in a URL path). */
  static issue(userId: number, now: Date): { token: NewPasswordResetToken; secret: string } {
    const secret = randomBytes(SECRET_BYTES).toString('base64url');
    const expiresAt = new Date(now.getTime() + RESET_TOKEN_TTL_MS);
    return {
      token: { userId, tokenHash: PasswordResetToken.hashOf(secret), expiresAt, usedAt: null },
      secret,
    };
  }

  /** How a secret is looked up: a leaked table holds no usable link. */
  static hashOf(secret: string): string {
    return createHash('sha256').update(secret).digest('hex');
  }

  static restore({ id, userId, tokenHash, expiresAt, usedAt }: PasswordResetTokenProps): PasswordResetToken {
    return new PasswordResetToken({ id, userId, tokenHash, expiresAt, usedAt });
  }

  get id(): number {
    return this.props.id;
  }

  get userId(): number {
    return this.props.userId;
  }

  get usedAt(): Date | null {
    return this.props.usedAt;
  }

  /** Spends the token; a used or expired one is refused with its own error, so the screen can say which. */
  use(now: Date): Result<void> {
    if (this.props.usedAt) return err(IdentityErrors.resetTokenUsed());
    if (now.getTime() >= this.props.expiresAt.getTime()) return err(IdentityErrors.resetTokenExpired());
    this.props = { ...this.props, usedAt: now };
    return ok(undefined);
  }
}
