import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { NotificationKind, RecipientRole } from '../../domain/notification';

export type NotificationStatus = 'pending' | 'sent' | 'skipped' | 'failed' | 'void';

/** Row of `notification_outbox`; the schema itself comes from the migrations, never from synchronize. */
@Entity('notification_outbox')
@Index('UQ_notification_outbox_once', ['appointmentId', 'kind', 'recipientRole'], { unique: true })
@Index('IDX_notification_outbox_due', ['status', 'dueAt'])
export class NotificationOrmEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 32 })
  kind!: NotificationKind;

  @Column({ name: 'recipient_role', type: 'varchar', length: 8 })
  recipientRole!: RecipientRole;

  @Column({ name: 'appointment_id', type: 'integer' })
  appointmentId!: number;

  /** The appointment as it was at the transition (AppointmentSnapshot as JSON). */
  @Column({ type: 'text' })
  payload!: string;

  @Column({ name: 'withdraws_invite', type: 'boolean' })
  withdrawsInvite!: boolean;

  @Column({ type: 'varchar', length: 8 })
  status!: NotificationStatus;

  /** When it may go out: the transition, a reminder's time, or the next retry. */
  @Column({ name: 'due_at', type: 'datetime', precision: 3 })
  dueAt!: Date;

  @Column({ type: 'integer' })
  attempts!: number;

  @Column({ type: 'varchar', length: 36, nullable: true })
  claim!: string | null;

  @Column({ name: 'claimed_until', type: 'datetime', precision: 3, nullable: true })
  claimedUntil!: Date | null;

  @Column({ name: 'last_error', type: 'varchar', length: 500, nullable: true })
  lastError!: string | null;

  @Column({ name: 'sent_at', type: 'datetime', precision: 3, nullable: true })
  sentAt!: Date | null;

  @Column({ name: 'created_at', type: 'datetime', precision: 3 })
  createdAt!: Date;
}
