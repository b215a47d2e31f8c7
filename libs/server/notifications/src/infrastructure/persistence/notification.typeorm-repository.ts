import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { In, IsNull, LessThan, LessThanOrEqual, Or } from 'typeorm';
import { TypeormUnitOfWork } from '@changas/server/kernel';
import type { AppointmentSnapshot } from '../../domain/appointment-event';
import type { PlannedNotification } from '../../domain/notification';
import type { ClaimedNotification, NotificationRepository } from '../../domain/notification.repository.port';
import { NotificationOrmEntity } from './notification.orm-entity';

/** Errors are kept short: enough to tell a refused connection from a refused mailbox. */
const ERROR_LENGTH = 500;

const snapshotOf = (payload: string): AppointmentSnapshot => {
  const { startsAt, endsAt, ...rest } = JSON.parse(payload) as AppointmentSnapshot;
  return { ...rest, startsAt: new Date(startsAt), endsAt: new Date(endsAt) };
};

@Injectable()
export class NotificationTypeormRepository implements NotificationRepository {
  constructor(private readonly unitOfWork: TypeormUnitOfWork) {}

  /** Inside a transition's unit of work this writes in its transaction. */
  private get rows() {
    return this.unitOfWork.manager.getRepository(NotificationOrmEntity);
  }

  async add(notifications: readonly PlannedNotification[]): Promise<void> {
    await this.rows
      .createQueryBuilder()
      .insert()
      .values(
        notifications.map(({ kind, role, appointment, dueAt, withdrawsInvite }) => ({
          kind,
          recipientRole: role,
          appointmentId: appointment.id,
          payload: JSON.stringify(appointment),
          withdrawsInvite,
          status: 'pending' as const,
          dueAt,
          attempts: 0,
          createdAt: dueAt,
        })),
      )
      // A transition recorded twice adds nothing: UQ_notification_outbox_once.
      .orIgnore()
      .execute();
  }

  async voidReminders(appointmentId: number): Promise<void> {
    await this.rows.update({ appointmentId, kind: 'reminder', status: 'pending' }, { status: 'void' });
  }

  async claimDue(now: Date, leaseUntil: Date, limit: number): Promise<ClaimedNotification[]> {
    const free = {
      status: 'pending' as const,
      dueAt: LessThanOrEqual(now),
      claimedUntil: Or(IsNull(), LessThan(now)),
    };
    const due = await this.rows.find({
      select: { id: true },
      where: free,
      order: { dueAt: 'ASC' },
      take: limit,
    });
    if (due.length === 0) return [];
    const claim = randomUUID();
    // Another worker may claim some of them first; the conditions repeated here make each claim exclusive.
    await this.rows.update({ ...free, id: In(due.map(({ id }) => id)) }, { claim, claimedUntil: leaseUntil });
    const claimed = await this.rows.findBy({ claim, status: 'pending' });
    return claimed.map(({ id, kind, recipientRole, payload, withdrawsInvite, attempts }) => ({
      id,
      kind,
      role: recipientRole,
      appointment: snapshotOf(payload),
      withdrawsInvite,
      attempts,
      claim,
    }));
  }

  async markSent({ id, claim }: ClaimedNotification, at: Date): Promise<void> {
    await this.rows.update(
      { id, claim },
      { status: 'sent', sentAt: at, claimedUntil: null, lastError: null },
    );
  }

  async markDropped(
    { id, claim }: ClaimedNotification,
    reason: 'skipped' | 'failed',
    detail: string,
  ): Promise<void> {
    await this.rows.update(
      { id, claim },
      { status: reason, claimedUntil: null, lastError: detail.slice(0, ERROR_LENGTH) },
    );
  }

  async retryAt({ id, claim, attempts }: ClaimedNotification, at: Date, error: string): Promise<void> {
    await this.rows.update(
      { id, claim },
      { dueAt: at, attempts: attempts + 1, claimedUntil: null, lastError: error.slice(0, ERROR_LENGTH) },
    );
  }
}
