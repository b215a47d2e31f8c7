import {
  type BeforeApplicationShutdown,
  Inject,
  Injectable,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { APP_CONFIG, type AppConfig } from '@changas/server/kernel';
import { DispatchRounds } from './dispatch-rounds';

const INTERVAL_NAME = 'notifications-dispatch';

/**
 * Without Redis, this instance drains the outbox itself every NOTIFICATIONS_POLL_MS (an interval of
 * @nestjs/schedule). Several such instances on one database still send each mail once: claims are leases.
 */
@Injectable()
export class InProcessDispatchTask implements OnApplicationBootstrap, BeforeApplicationShutdown {
  constructor(
    private readonly rounds: DispatchRounds,
    private readonly scheduler: SchedulerRegistry,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    const interval = setInterval(() => void this.rounds.run(), this.config.notificationPollMs);
    // The interval alone never keeps the process alive.
    interval.unref();
    this.scheduler.addInterval(INTERVAL_NAME, interval);
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.scheduler.deleteInterval(INTERVAL_NAME);
    await this.rounds.settle();
  }
}
