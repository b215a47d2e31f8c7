import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { AppointmentStatus } from '@changas/shared/contracts';

/** Row of `appointments`; the schema itself comes from the migrations, never from synchronize. */
@Entity('appointments')
@Index('IDX_appointments_client', ['clientId', 'createdAt'])
@Index('IDX_appointments_client_status', ['clientId', 'status'])
@Index('IDX_appointments_provider', ['providerId', 'createdAt'])
@Index('IDX_appointments_provider_status', ['providerId', 'status'])
@Index('IDX_appointments_service', ['serviceId', 'createdAt'])
@Index('IDX_appointments_service_date', ['serviceId', 'date'])
@Index('IDX_appointments_overdue', ['status', 'startsAt'])
export class AppointmentOrmEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'service_id', type: 'integer' })
  serviceId!: number;

  @Column({ name: 'client_id', type: 'integer' })
  clientId!: number;

  @Column({ name: 'provider_id', type: 'integer' })
  providerId!: number;

  @Column({ type: 'varchar', length: 10 })
  date!: string;

  @Column({ name: 'time_slot', type: 'varchar', length: 5 })
  timeSlot!: string;

  @Column({ name: 'starts_at', type: 'datetime', precision: 3 })
  startsAt!: Date;

  @Column({ name: 'ends_at', type: 'datetime', precision: 3 })
  endsAt!: Date;

  @Column({ type: 'varchar', length: 10 })
  status!: AppointmentStatus;

  @Column({ type: 'varchar', length: 500 })
  notes!: string;

  @Column({ name: 'rejection_reason', type: 'varchar', length: 500, nullable: true })
  rejectionReason!: string | null;

  /** `serviceId|date|HH:MM` while the appointment holds its slot, NULL once it frees it. */
  @Index('UQ_appointments_slot_key', { unique: true })
  @Column({ name: 'slot_key', type: 'varchar', length: 40, nullable: true })
  slotKey!: string | null;

  @Column({ name: 'created_at', type: 'datetime', precision: 3 })
  createdAt!: Date;

  @Column({ name: 'updated_at', type: 'datetime', precision: 3 })
  updatedAt!: Date;

  @Column({ type: 'integer' })
  version!: number;
}
