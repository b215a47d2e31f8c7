import { InjectQueue, Processor, WorkerHost } from '@nestjs/bullmq';
import { Inject, type OnApplicationBootstrap } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { APP_CONFIG, type AppConfig } from '@changas/server/kernel';
import { DispatchRounds } from './dispatch-rounds';

export const NOTIFICATIONS_QUEUE = 'notifications';
const DISPATCH_SCHEDULER = 'dispatch-due-notifications';

/**
 * With REDIS_URL, a BullMQ job scheduler shared by every instance emits one dispatch job per
 * NOTIFICATIONS_POLL_MS and one instance's worker takes it, so the instances share the work instead
 * of each polling the database. Claims stay leases, so even overlapping rounds never send a mail twice.
 */
@Processor(NOTIFICATIONS_QUEUE, { concurrency: 1 })
export class QueueDispatchWorker extends WorkerHost implements OnApplicationBootstrap {
  constructor(
    private readonly rounds: DispatchRounds,
    @InjectQueue(NOTIFICATIONS_QUEUE) private readonly queue: Queue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super();
  }

  async onApplicationBootstrap(): Promise<void> {
    // Idempotent: every instance declares the same scheduler, Redis keeps one.
    await this.queue.upsertJobScheduler(
      DISPATCH_SCHEDULER,
      { every: this.config.notificationPollMs },
      { name: 'dispatch', opts: { removeOnComplete: true, removeOnFail: 100 } },
    );
  }

  process(): Promise<void> {
    return this.rounds.run();
  }
}
