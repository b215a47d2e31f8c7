import type { NewPasswordResetToken, PasswordResetToken } from './password-reset-token.entity';

export interface ResetTokenRepository {
  add(token: NewPasswordResetToken): Promise<void>;
  findByHash(tokenHash: string): Promise<PasswordResetToken | undefined>;
  /**
   * Stores the token's use only if it is still unused where it is stored; false when a concurrent
   * request used it first, so one link can never reset a password twice.
   */
  markUsed(token: PasswordResetToken): Promise<boolean>;
  /** Forgets the user's unused tokens: only the latest link works. */
  deleteUnused(userId: number): Promise<void>;
}
