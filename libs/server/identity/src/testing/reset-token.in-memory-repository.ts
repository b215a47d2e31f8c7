import {
  type NewPasswordResetToken,
  PasswordResetToken,
  type PasswordResetTokenProps,
} from '../domain/password-reset-token.entity';
import type { ResetTokenRepository } from '../domain/reset-token.repository.port';

/** The ResetTokenRepository port over a Map; `rows` is open so tests can age or inspect tokens. */
export class InMemoryResetTokenRepository implements ResetTokenRepository {
  readonly rows = new Map<number, PasswordResetTokenProps>();
  private lastId = 0;

  async add(token: NewPasswordResetToken): Promise<void> {
    const id = ++this.lastId;
    this.rows.set(id, { ...token, id });
  }

  async findByHash(tokenHash: string): Promise<PasswordResetToken | undefined> {
    const row = [...this.rows.values()].find((candidate) => candidate.tokenHash === tokenHash);
    return row && PasswordResetToken.restore(row);
  }

  async markUsed(token: PasswordResetToken): Promise<boolean> {
    const row = this.rows.get(token.id);
    if (!row || row.usedAt) return false;
    this.rows.set(token.id, { ...row, usedAt: token.usedAt });
    return true;
  }

  async deleteUnused(userId: number): Promise<void> {
    for (const [id, row] of this.rows) if (row.userId === userId && !row.usedAt) this.rows.delete(id);
  }
}
