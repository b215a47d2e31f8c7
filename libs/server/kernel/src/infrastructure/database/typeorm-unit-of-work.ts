import { AsyncLocalStorage } from 'node:async_hooks';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, type EntityManager, QueryFailedError } from 'typeorm';
import type { UnitOfWork } from '../../domain/unit-of-work.port';

/** Tries of a unit that the database rolled back as one side of a deadlock. */
const DEADLOCK_ATTEMPTS = 3;

const isDeadlock = (error: unknown) =>
  error instanceof QueryFailedError &&
  (error.driverError as { code?: unknown } | undefined)?.code === 'ER_LOCK_DEADLOCK';

/**
 * One database transaction shared by the repositories of several contexts: the transaction's
 * EntityManager travels with the async call chain, so a repository that asks `manager` writes
 * inside it without its callers handing TypeORM objects across context boundaries.
 */
@Injectable()
export class TypeormUnitOfWork implements UnitOfWork {
  private readonly current = new AsyncLocalStorage<EntityManager>();
  /** Units open now; the storage is switched off when none is. */
  private openUnits = 0;
  /** The last SQLite unit queued: the next one starts when it settles. */
  private sqliteTurn: Promise<unknown> = Promise.resolve();

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The running unit's manager, or the plain one outside a unit. */
  get manager(): EntityManager {
    return this.current.getStore() ?? this.dataSource.manager;
  }

  get inUnit(): boolean {
    return this.current.getStore() !== undefined;
  }

  /** MySQL/MariaDB take row locks (SELECT … FOR UPDATE); SQLite's one writer at a time needs none. */
  get locksRows(): boolean {
    return this.dataSource.options.type === 'mysql' || this.dataSource.options.type === 'mariadb';
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.inUnit) return work();
    return this.locksRows ? this.transact(work) : this.inTurn(() => this.transact(work));
  }

  /**
   * SQLite runs on one connection, where a second BEGIN while a unit is open fails: concurrent units
   * (two requests, or parallel reads that expire appointments) take turns instead.
   */
  private inTurn<T>(task: () => Promise<T>): Promise<T> {
    const result = this.sqliteTurn.then(task, task);
    this.sqliteTurn = result.catch(() => undefined);
    return result;
  }

  private async transact<T>(work: () => Promise<T>): Promise<T> {
    this.openUnits++;
    try {
      for (let attempt = 1; ; attempt++) {
        try {
          return await this.dataSource.transaction((manager) => this.current.run(manager, work));
        } catch (error) {
          // The database undid the whole unit, so running it again from the start is safe.
          if (!isDeadlock(error) || attempt === DEADLOCK_ATTEMPTS) throw error;
        }
      }
    } finally {
      // While an AsyncLocalStorage is on, Node 20 runs hooks on every promise of the process (about
      // three times the cost of a bare promise), reads included: it is on only while a unit is open.
      if (--this.openUnits === 0) this.current.disable();
    }
  }
}
