import { Injectable, Logger } from '@nestjs/common';
import { DispatchDueNotifications } from '../../application/dispatch-due-notifications.use-case';

/**
 * Runs dispatch rounds one at a time in this process, whatever triggers them, logging instead of
 * throwing; shutting down waits for the round under way.
 */
@Injectable()
export class DispatchRounds {
  private readonly logger = new Logger('Notifications');
  private running?: Promise<void>;

  constructor(private readonly dispatch: DispatchDueNotifications) {}

  run(): Promise<void> {
    this.running ??= this.dispatch
      .execute()
      .then(
        ({ sent, retrying, dropped }) => {
          if (sent > 0) this.logger.log(`${sent} correos enviados`);
          if (retrying > 0) this.logger.warn(`${retrying} correos no salieron y se reintentarán`);
          if (dropped > 0)
            this.logger.log(`${dropped} correos descartados (preferencia, destinatario o rechazo)`);
        },
        (error: unknown) => this.logger.error(`Dispatch failed: ${String(error)}`, (error as Error)?.stack),
      )
      .finally(() => {
        this.running = undefined;
      });
    return this.running;
  }

  async settle(): Promise<void> {
    await this.running;
  }
}
