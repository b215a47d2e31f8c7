import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * Row of `users`; the schema itself comes from the migrations, never from synchronize. `email` holds the
 * normalised address and compares byte for byte; `password_hash` is left out of every read that does not
 * name it (only logging in does).
 */
@Entity('users')
export class UserOrmEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 100 })
  name!: string;

  @Index('UQ_users_email', { unique: true })
  @Column({ type: 'varchar', length: 254 })
  email!: string;

  @Column({ name: 'password_hash', type: 'varchar', length: 255, select: false })
  passwordHash!: string;

  @Column({ type: 'varchar', length: 20 })
  phone!: string;

  @Column({ type: 'varchar', length: 100 })
  province!: string;

  @Column({ type: 'varchar', length: 100 })
  locality!: string;

  @Column({ name: 'created_at', type: 'datetime', precision: 3 })
  createdAt!: Date;

  @Column({ name: 'session_version', type: 'integer' })
  sessionVersion!: number;
}
