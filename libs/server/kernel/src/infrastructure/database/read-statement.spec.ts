import type { DataSource } from 'typeorm';
import { isQueryTimeout, QUERY_TIMEOUT_MS } from './database-timeouts';
import { readStatement } from './read-statement';

type Answer = (error: Error | null, rows?: unknown) => void;

/** A mysql2-like pool of one connection whose queries wait until the test answers them. */
function fakePool() {
  const answers: Answer[] = [];
  const connection = {
    query: jest.fn((_sql: string, _values: unknown[], answer: Answer) => void answers.push(answer)),
    release: jest.fn(),
    destroy: jest.fn(),
  };
  const pool = { getConnection: jest.fn((callback) => callback(null, connection)) };
  const read = readStatement({ driver: { pool } } as unknown as DataSource);
  return { read, answers, connection, pool };
}

describe('readStatement on a pool', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    // The deadlines are shared by every read: each test leaves none waiting, so their timer stops.
    jest.advanceTimersByTime(QUERY_TIMEOUT_MS + 1_000);
    jest.useRealTimers();
  });

  it('sends the statement with its parameters and gives the rows, releasing the connection', async () => {
    const { read, answers, connection } = fakePool();

    const rows = read('SELECT id FROM services WHERE id IN (?, ?)', [1, 2]);
    answers[0](null, [{ id: 1 }]);

    await expect(rows).resolves.toEqual([{ id: 1 }]);
    expect(connection.query.mock.calls[0].slice(0, 2)).toEqual([
      'SELECT id FROM services WHERE id IN (?, ?)',
      [1, 2],
    ]);
    expect(connection.release).toHaveBeenCalledTimes(1);
    expect(connection.destroy).not.toHaveBeenCalled();
  });

  it('passes a failed statement on and releases the connection', async () => {
    const { read, answers, connection } = fakePool();
    const failure = Object.assign(new Error('syntax'), { code: 'ER_PARSE_ERROR' });

    const rows = read('SELEC 1', []);
    answers[0](failure);

    await expect(rows).rejects.toBe(failure);
    expect(connection.release).toHaveBeenCalledTimes(1);
  });

  it('fails a statement unanswered after the query timeout and destroys its connection, even if the answer comes later', async () => {
    const { read, answers, connection } = fakePool();

    const rows = read('SELECT SLEEP(60)', []);
    const failure = rows.catch((error: unknown) => error);
    jest.advanceTimersByTime(QUERY_TIMEOUT_MS - 1);
    expect(connection.destroy).not.toHaveBeenCalled();
    jest.advanceTimersByTime(200);

    expect(isQueryTimeout(await failure)).toBe(true);
    expect(connection.destroy).toHaveBeenCalledTimes(1);
    answers[0](null, [{ 'SLEEP(60)': 0 }]);
    expect(connection.release).not.toHaveBeenCalled();
  });

  it('fails when no connection comes', async () => {
    const { read, pool } = fakePool();
    const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    pool.getConnection.mockImplementationOnce((callback) => callback(refused));

    await expect(read('SELECT 1', [])).rejects.toBe(refused);
  });
});
