import type { AfterQueryEvent, DataSource } from 'typeorm';
import { CONNECTION_WAIT_TIMEOUT, DropTimedOutConnections, limitConnectionWait } from './database-timeouts';

type Callback = (error: Error | null, connection?: { release(): void }) => void;

/** A mysql2-like pool whose callers wait until the test hands them a connection. */
function fakePool() {
  const waiting: Callback[] = [];
  return { waiting, getConnection: (callback: Callback) => void waiting.push(callback) };
}

describe('limitConnectionWait', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function limited(timeoutMs = 3_000) {
    const pool = fakePool();
    limitConnectionWait({ driver: { pool } } as unknown as DataSource, timeoutMs);
    return pool;
  }

  it('hands over a connection that comes in time', () => {
    const pool = limited();
    const callback = jest.fn();
    const connection = { release: jest.fn() };

    pool.getConnection(callback);
    jest.advanceTimersByTime(2_999);
    pool.waiting[0](null, connection);
    jest.advanceTimersByTime(10_000);

    expect(callback.mock.calls).toEqual([[null, connection]]);
    expect(connection.release).not.toHaveBeenCalled();
  });

  it('fails the caller after the timeout, and puts a connection that comes later back in the pool', () => {
    const pool = limited();
    const callback = jest.fn();
    const late = { release: jest.fn() };

    pool.getConnection(callback);
    jest.advanceTimersByTime(3_000);

    expect(callback).toHaveBeenCalledTimes(1);
    expect(callback.mock.calls[0][0]).toMatchObject({ code: CONNECTION_WAIT_TIMEOUT });
    pool.waiting[0](null, late);
    expect(late.release).toHaveBeenCalledTimes(1);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('passes a connection error on once', () => {
    const pool = limited();
    const callback = jest.fn();
    const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });

    pool.getConnection(callback);
    pool.waiting[0](refused);
    jest.advanceTimersByTime(10_000);

    expect(callback.mock.calls).toEqual([[refused, undefined]]);
  });

  it('leaves a data source without a pool (SQLite) as it is', () => {
    const dataSource = { driver: {} } as unknown as DataSource;
    expect(limitConnectionWait(dataSource)).toBe(dataSource);
  });
});

describe('DropTimedOutConnections', () => {
  const after = (error: unknown, success = false) => {
    const destroy = jest.fn();
    const event = { success, error, queryRunner: { databaseConnection: { destroy } } };
    new DropTimedOutConnections().afterQuery(event as unknown as AfterQueryEvent<unknown>);
    return destroy;
  };

  it('destroys the connection of a query that timed out', () => {
    expect(after({ code: 'PROTOCOL_SEQUENCE_TIMEOUT' })).toHaveBeenCalledTimes(1);
  });

  it('keeps the connection after a success or another error', () => {
    expect(after(undefined, true)).not.toHaveBeenCalled();
    expect(after({ code: 'ER_DUP_ENTRY' })).not.toHaveBeenCalled();
  });
});
