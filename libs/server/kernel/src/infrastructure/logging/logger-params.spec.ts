import { lineSink } from './line-sink.testing';
import { createRootLogger } from './logger-params';

describe('createRootLogger', () => {
  it('logs at the configured level and hides credentials', () => {
    const { lines, stream } = lineSink();
    const logger = createRootLogger({ logLevel: 'debug' }, stream);

    logger.trace('below the level');
    logger.debug(
      {
        req: {
          headers: {
            authorization: 'Bearer abc.def.ghi',
            cookie: 'authToken=abc',
            accept: 'application/json',
          },
        },
        body: { email: 'ana@example.com', password: 'Secreta123', new_password: 'Otra4567' },
        token: 'reset-token',
      },
      'request',
    );

    expect(lines).toHaveLength(1);
    const [entry] = lines as [{ req: { headers: unknown }; body: unknown; token: unknown }];
    expect(entry.req.headers).toEqual({
      authorization: '[redacted]',
      cookie: '[redacted]',
      accept: 'application/json',
    });
    expect(entry.body).toEqual({
      email: 'ana@example.com',
      password: '[redacted]',
      new_password: '[redacted]',
    });
    expect(entry.token).toBe('[redacted]');
  });
});
