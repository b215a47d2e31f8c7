import type { PlannedNotification } from '../domain/notification';
import type { ClaimedNotification, NotificationRepository } from '../domain/notification.repository.port';

export interface StoredNotification extends PlannedNotification {
  readonly id: number;
  status: 'pending' | 'sent' | 'skipped' | 'failed' | 'void';
  attempts: number;
  due: Date;
  claimedUntil?: Date;
  lastError?: string;
}

/** The NotificationRepository port over an array, with the SQL one's rules (once per kind and party, leases). */
export class InMemoryNotificationRepository implements NotificationRepository {
  readonly rows: StoredNotification[] = [];

  async add(notifications: readonly PlannedNotification[]): Promise<void> {
    for (const notification of notifications) {
      const { kind, role, appointment } = notification;
      const exists = this.rows.some(
        (row) => row.kind === kind && row.role === role && row.appointment.id === appointment.id,
      );
      if (!exists) {
        this.rows.push({
          ...notification,
          id: this.rows.length + 1,
          status: 'pending',
          attempts: 0,
          due: notification.dueAt,
        });
      }
    }
  }

  async voidReminders(appointmentId: number): Promise<void> {
    for (const row of this.rows) {
      if (row.appointment.id === appointmentId && row.kind === 'reminder' && row.status === 'pending')
        row.status = 'void';
    }
  }

  async claimDue(now: Date, leaseUntil: Date, limit: number): Promise<ClaimedNotification[]> {
    const due = this.rows
      .filter(
        (row) => row.status === 'pending' && row.due <= now && !(row.claimedUntil && row.claimedUntil >= now),
      )
      .slice(0, limit);
    return due.map((row) => {
      row.claimedUntil = leaseUntil;
      const { id, kind, role, appointment, withdrawsInvite, attempts } = row;
      return { id, kind, role, appointment, withdrawsInvite, attempts, claim: `claim-${id}-${attempts}` };
    });
  }

  async markSent({ id }: ClaimedNotification): Promise<void> {
    Object.assign(this.row(id), { status: 'sent', claimedUntil: undefined });
  }

  async markDropped(
    { id }: ClaimedNotification,
    reason: 'skipped' | 'failed',
    detail: string,
  ): Promise<void> {
    Object.assign(this.row(id), { status: reason, claimedUntil: undefined, lastError: detail });
  }

  async retryAt({ id, attempts }: ClaimedNotification, at: Date, error: string): Promise<void> {
    Object.assign(this.row(id), {
      due: at,
      attempts: attempts + 1,
      claimedUntil: undefined,
      lastError: error,
    });
  }

  private row(id: number): StoredNotification {
    const row = this.rows.find((candidate) => candidate.id === id);
    if (!row) throw new Error(`no notification ${id}`);
    return row;
  }
}
