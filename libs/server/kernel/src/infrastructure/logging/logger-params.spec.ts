import { Writable } from 'node:stream';
import pino from 'pino';
import type { Options } from 'pino-http';
import { buildLoggerParams } from './logger-params';

describe('buildLoggerParams', () => {
  it('logs at the configured level and hides credentials', () => {
    const options = buildLoggerParams({ logLevel: 'debug' }).pinoHttp as Options;
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logger = pino({ level: options.level, redact: options.redact }, sink);

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

    const entry = JSON.parse(lines[0]);
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
