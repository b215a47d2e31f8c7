import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { EMAIL_MAX_LENGTH, REGISTER_RULES } from '@changas/shared/contracts';

/** Text columns hold what the rules accept, in code points as VARCHAR counts; the profile shares these rules. */
const { name, phone, province, locality } = REGISTER_RULES;

/**
 * Row of `users`; the schema itself comes from the migrations, never from synchronize. `email` holds the
 * normalised address and compares byte for byte; `password_hash` is left out of every read that does not
 * name it (only logging in does).
 */
@Entity('users')
export class UserOrmEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: name.maxLength.value })
  name!: string;

  @Index('UQ_users_email', { unique: true })
  @Column({ type: 'varchar', length: EMAIL_MAX_LENGTH })
  email!: string;

  @Column({ name: 'password_hash', type: 'varchar', length: 255, select: false })
  passwordHash!: string;

  @Column({ type: 'varchar', length: phone.maxLength.value })
  phone!: string;

  @Column({ type: 'varchar', length: province.maxLength.value })
  province!: string;

  @Column({ type: 'varchar', length: locality.maxLength.value })
  locality!: string;

  @Column({ name: 'created_at', type: 'datetime', precision: 3 })
  createdAt!: Date;

  @Column({ name: 'session_version', type: 'integer' })
  sessionVersion!: number;

  @Column({ name: 'notify_requests_received', type: 'boolean' })
  notifyRequestsReceived!: boolean;

  @Column({ name: 'notify_answers', type: 'boolean' })
  notifyAnswers!: boolean;

  @Column({ name: 'notify_reminders', type: 'boolean' })
  notifyReminders!: boolean;
}
