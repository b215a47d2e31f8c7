import { type BeforeApplicationShutdown, Injectable, Logger } from '@nestjs/common';

/**
 * Work that runs after the answer is sent, so the answer's timing does not depend on it.
 * A failure is logged, never thrown; shutting down waits for what is still running.
 */
@Injectable()
export class BackgroundTasks implements BeforeApplicationShutdown {
  private readonly logger = new Logger(BackgroundTasks.name);
  private readonly running = new Set<Promise<void>>();

  run(description: string, task: () => Promise<unknown>): void {
    const done: Promise<void> = Promise.resolve()
      .then(task)
      .then(
        () => undefined,
        (error: unknown) => this.logger.error(`${description}: ${String(error)}`, (error as Error)?.stack),
      )
      .finally(() => this.running.delete(done));
    this.running.add(done);
  }

  async beforeApplicationShutdown(): Promise<void> {
    await Promise.all(this.running);
  }
}
