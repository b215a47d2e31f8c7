import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** Row of `password_reset_tokens`; `user_id` references `users` (deleting a user deletes its tokens). */
@Entity('password_reset_tokens')
export class PasswordResetTokenOrmEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Index('IDX_password_reset_tokens_user_id')
  @Column({ name: 'user_id', type: 'integer' })
  userId!: number;

  @Index('UQ_password_reset_tokens_token_hash', { unique: true })
  @Column({ name: 'token_hash', type: 'varchar', length: 64 })
  tokenHash!: string;

  @Column({ name: 'expires_at', type: 'datetime', precision: 3 })
  expiresAt!: Date;

  @Column({ name: 'used_at', type: 'datetime', precision: 3, nullable: true })
  usedAt!: Date | null;
}
