import { APPOINTMENT_STATUS_RULES, type AppointmentStatus, BOOKING_RULES } from '@changas/shared/contracts';
import { err, ok, type Result } from '@changas/server/kernel/domain';
import { SchedulingErrors } from './scheduling.errors';
import type { HeldTime, ServiceSchedule } from './service-schedule.value-object';

export interface AppointmentProps {
  readonly id: number;
  readonly serviceId: number;
  readonly clientId: number;
  /** The service's provider when it was booked: the one who answers and completes it. */
  readonly providerId: number;
  /** The slot's Argentine day and 'HH:MM', and the instants it starts and ends. */
  readonly date: string;
  readonly timeSlot: string;
  readonly startsAt: Date;
  readonly endsAt: Date;
  readonly status: AppointmentStatus;
  readonly notes: string;
  readonly rejectionReason: string | null;
  readonly createdAt: Date;
  /** When the status last changed (or the booking, until then). */
  readonly updatedAt: Date;
  /** Bumped by the repository on every write, so a write over a state changed meanwhile is refused. */
  readonly version: number;
}

/** An appointment not stored yet: the database gives it its id. */
export type NewAppointment = Omit<AppointmentProps, 'id'>;

export interface AppointmentRequest {
  readonly clientId: number;
  readonly date: string;
  readonly time: string;
  readonly notes: string;
}

/** While pending or accepted an appointment holds its slot; the other states free it. */
const HOLDING: readonly AppointmentStatus[] = ['pending', 'accepted'];

/** Texts are counted in code points, as the columns that store them count characters. */
const lengthOf = (text: string) => [...text].length;

/**
 * A client's request for a slot of a service (spec sections 3 and 4). Every transition goes
 * through a named method that checks who asks, the current status and the time:
 * pending → accepted | rejected (provider, before the slot starts), accepted → completed (provider,
 * after it ends), pending | accepted → cancelled (client, before it starts), pending → expired
 * (its start passed unanswered).
 */
export class Appointment {
  /** The status it was stored with when read: what a write changes it from. */
  private readonly storedStatus: AppointmentStatus;

  private constructor(private props: AppointmentProps) {
    this.storedStatus = props.status;
  }

  /**
   * Books a slot for a client: never on their own service, only a free slot of the horizon, with a
   * message of at most the form's length.
   */
  static request(
    schedule: ServiceSchedule,
    { clientId, date, time, notes }: AppointmentRequest,
    now: Date,
    held: readonly HeldTime[],
  ): Result<NewAppointment> {
    if (clientId === schedule.providerId) return err(SchedulingErrors.ownService());
    const slot = schedule.slotToBook(date, time, now, held);
    if (!slot.ok) return slot;
    const text = notes.trim();
    const { maxLength } = BOOKING_RULES.notes;
    if (lengthOf(text) > maxLength.value) return err(SchedulingErrors.invalid({ notes: maxLength.message }));
    return ok({
      serviceId: schedule.serviceId,
      clientId,
      providerId: schedule.providerId,
      date,
      timeSlot: slot.value.time,
      startsAt: slot.value.startsAt,
      endsAt: slot.value.endsAt,
      status: 'pending',
      notes: text,
      rejectionReason: null,
      createdAt: now,
      updatedAt: now,
      version: 0,
    });
  }

  static restore(props: AppointmentProps): Appointment {
    return new Appointment({ ...props });
  }

  /** The key of the slot while the appointment holds it (UNIQUE in the database), null once it frees it. */
  static slotKeyOf({ serviceId, date, timeSlot, status }: NewAppointment): string | null {
    return HOLDING.includes(status) ? `${serviceId}|${date}|${timeSlot}` : null;
  }

  get id(): number {
    return this.props.id;
  }

  get status(): AppointmentStatus {
    return this.props.status;
  }

  get slotKey(): string | null {
    return Appointment.slotKeyOf(this.props);
  }

  toProps(): AppointmentProps {
    return { ...this.props };
  }

  /** The status it had when read, if a transition changed it since (a write stores that transition). */
  get changedFrom(): AppointmentStatus | undefined {
    return this.storedStatus === this.props.status ? undefined : this.storedStatus;
  }

  /** Still waiting for an answer although its slot has started. */
  isOverdue(now: Date): boolean {
    return this.props.status === 'pending' && this.props.startsAt <= now;
  }

  accept(by: number, now: Date): Result<void> {
    const answerable = this.checkAnswerable(by, now);
    if (!answerable.ok) return answerable;
    return this.moveTo('accepted', now);
  }

  /** The reason is required: the client reads it. */
  reject(by: number, reason: string, now: Date): Result<void> {
    const answerable = this.checkAnswerable(by, now);
    if (!answerable.ok) return answerable;
    const text = reason.trim();
    const { required, maxLength } = APPOINTMENT_STATUS_RULES.rejectionReason;
    if (text === '') return err(SchedulingErrors.invalid({ rejection_reason: required }));
    if (lengthOf(text) > maxLength.value) {
      return err(SchedulingErrors.invalid({ rejection_reason: maxLength.message }));
    }
    return this.moveTo('rejected', now, text);
  }

  complete(by: number, now: Date): Result<void> {
    if (by !== this.props.providerId) return err(SchedulingErrors.forbidden());
    if (this.props.status !== 'accepted') return err(SchedulingErrors.notAccepted());
    if (now < this.props.endsAt) return err(SchedulingErrors.notEnded());
    return this.moveTo('completed', now);
  }

  cancel(by: number, now: Date): Result<void> {
    if (by !== this.props.clientId) return err(SchedulingErrors.forbidden());
    if (!HOLDING.includes(this.props.status) || this.props.startsAt <= now) {
      return err(SchedulingErrors.notCancellable());
    }
    return this.moveTo('cancelled', now);
  }

  /**
   * Whether `userId` may see how to reach the other party (e.g. WhatsApp): only its client and its
   * provider, and only once the provider has accepted; never before, nor after it is over.
   */
  sharesContactsWith(userId: number): boolean {
    const { status, clientId, providerId } = this.props;
    return status === 'accepted' && (userId === clientId || userId === providerId);
  }

  /** Marks an overdue request as expired; false (and no change) for any other. */
  expire(now: Date): boolean {
    if (!this.isOverdue(now)) return false;
    this.moveTo('expired', now);
    return true;
  }

  /** Only the provider answers, only a pending request, and only before its slot starts. */
  private checkAnswerable(by: number, now: Date): Result<void> {
    if (by !== this.props.providerId) return err(SchedulingErrors.forbidden());
    if (this.props.status === 'expired' || this.isOverdue(now)) return err(SchedulingErrors.expired());
    if (this.props.status !== 'pending') return err(SchedulingErrors.notPending());
    return ok(undefined);
  }

  private moveTo(status: AppointmentStatus, now: Date, rejectionReason: string | null = null): Result<void> {
    this.props = { ...this.props, status, rejectionReason, updatedAt: now };
    return ok(undefined);
  }
}
