import { QueryFailedError } from 'typeorm';
import { CONNECTION_WAIT_TIMEOUT } from './database-timeouts';
import { isDatabaseUnavailable } from './database-unavailable';

const withCode = (code: string) => Object.assign(new Error(code), { code });
const failedQuery = (code: string) => new QueryFailedError('SELECT 1', [], withCode(code));

describe('isDatabaseUnavailable', () => {
  it.each(['ECONNREFUSED', 'ETIMEDOUT', 'PROTOCOL_CONNECTION_LOST', CONNECTION_WAIT_TIMEOUT])(
    'recognises a connection that failed with %s',
    (code) => {
      expect(isDatabaseUnavailable(withCode(code))).toBe(true);
    },
  );

  it.each(['PROTOCOL_SEQUENCE_TIMEOUT', 'SQLITE_BUSY', 'ECONNRESET'])(
    'recognises a query that failed with %s',
    (code) => {
      expect(isDatabaseUnavailable(failedQuery(code))).toBe(true);
    },
  );

  it('leaves other failures to the 500 answer', () => {
    expect(isDatabaseUnavailable(failedQuery('ER_DUP_ENTRY'))).toBe(false);
    expect(isDatabaseUnavailable(failedQuery('SQLITE_CONSTRAINT_UNIQUE'))).toBe(false);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});
