import {
  type BeforeApplicationShutdown,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { ExpireOverdueAppointments } from '../application/expire-overdue-appointments.use-case';

/** Reads expire overdue requests too; the sweep keeps stored states right between reads. */
export const EXPIRY_SWEEP_INTERVAL_MS = 60_000;

/**
 * Expires overdue requests every minute. One sweep at a time; a failure is logged and the next
 * minute tries again. Shutting down stops the timer and waits for a sweep under way.
 */
@Injectable()
export class AppointmentExpiryTask implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('AppointmentExpiry');
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;

  constructor(private readonly expireOverdue: ExpireOverdueAppointments) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => this.sweep(), EXPIRY_SWEEP_INTERVAL_MS);
    // The timer alone never keeps the process alive.
    this.timer.unref();
  }

  async beforeApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  private sweep(): void {
    if (this.running) return;
    this.running = this.expireOverdue
      .execute()
      .then(
        (expired) => {
          if (expired > 0) this.logger.log(`${expired} solicitudes caducadas`);
        },
        (error: unknown) =>
          this.logger.error(`Expiry sweep failed: ${String(error)}`, (error as Error)?.stack),
      )
      .finally(() => {
        this.running = undefined;
      });
  }
}
