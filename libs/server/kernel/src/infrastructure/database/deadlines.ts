/** A deadline set on some work. */
export interface Deadline {
  /** Marks the work done: true when it was done in time (the expiry will not run), false when it was late. */
  settle(): boolean;
}

class QueuedDeadline implements Deadline {
  next: QueuedDeadline | undefined;
  pending = true;

  constructor(
    readonly dueAt: number,
    private onExpiry: (() => void) | undefined,
  ) {}

  settle(): boolean {
    if (!this.pending) return false;
    this.pending = false;
    // What the expiry would have touched (a connection, a promise's reject) is not kept while it waits its turn.
    this.onExpiry = undefined;
    return true;
  }

  expire(): void {
    const onExpiry = this.onExpiry;
    if (this.settle()) onExpiry?.();
  }
}

/**
 * Deadlines of one length, watched by one timer. They fall due in the order they are set, so a check reads
 * the queue from its head and stops at the first that is not due. Setting one costs an object and settling it
 * a flag: a Node timer per query and per connection wait (set, then cleared) cost a search of four statements
 * about 35 µs of CPU (A/B at 1,000 services). An expiry runs up to `checkEveryMs` late.
 */
export class Deadlines {
  private head: QueuedDeadline | undefined;
  private tail: QueuedDeadline | undefined;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly lengthMs: number,
    private readonly checkEveryMs = 100,
  ) {}

  /** A deadline `lengthMs` from now that runs `onExpiry` unless it is settled before. */
  set(onExpiry: () => void): Deadline {
    const deadline = new QueuedDeadline(Date.now() + this.lengthMs, onExpiry);
    this.dropSettledHead();
    if (this.tail) this.tail.next = deadline;
    else this.head = deadline;
    this.tail = deadline;
    // Unreferenced: waiting work never keeps the process alive on its own; the timer stops once the queue empties.
    this.timer ??= setInterval(() => this.expireDue(), this.checkEveryMs).unref();
    return deadline;
  }

  /**
   * Work mostly ends in the order it began: the deadlines settled at the head leave the queue with the next one
   * set, while still young, instead of surviving garbage collections until the next check.
   */
  private dropSettledHead(): void {
    while (this.head && !this.head.pending) this.head = this.head.next;
    if (!this.head) this.tail = undefined;
  }

  private expireDue(): void {
    const now = Date.now();
    while (this.head && (!this.head.pending || this.head.dueAt <= now)) {
      const due = this.head;
      this.head = due.next;
      // An expiry may set a new deadline: the queue is consistent before it runs.
      if (!this.head) this.tail = undefined;
      due.expire();
    }
    if (this.head) return;
    clearInterval(this.timer);
    this.timer = undefined;
  }
}
