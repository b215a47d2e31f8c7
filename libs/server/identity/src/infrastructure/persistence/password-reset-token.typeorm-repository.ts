import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, type Repository } from 'typeorm';
import { type NewPasswordResetToken, PasswordResetToken } from '../../domain/password-reset-token.entity';
import type { ResetTokenRepository } from '../../domain/reset-token.repository.port';
import { PasswordResetTokenOrmEntity } from './password-reset-token.orm-entity';

/** The row's properties are the domain's, so rows restore tokens as they are. */
@Injectable()
export class PasswordResetTokenTypeormRepository implements ResetTokenRepository {
  constructor(
    @InjectRepository(PasswordResetTokenOrmEntity)
    private readonly rows: Repository<PasswordResetTokenOrmEntity>,
  ) {}

  async add(token: NewPasswordResetToken): Promise<void> {
    await this.rows.insert(token);
  }

  async findByHash(tokenHash: string): Promise<PasswordResetToken | undefined> {
    const row = await this.rows.findOneBy({ tokenHash });
    return row ? PasswordResetToken.restore(row) : undefined;
  }

  async markUsed(token: PasswordResetToken): Promise<boolean> {
    // Compare-and-set: only the request whose UPDATE still finds the row unused wins.
    const { affected } = await this.rows.update({ id: token.id, usedAt: IsNull() }, { usedAt: token.usedAt });
    return affected === 1;
  }

  async deleteUnused(userId: number): Promise<void> {
    await this.rows.delete({ userId, usedAt: IsNull() });
  }
}
