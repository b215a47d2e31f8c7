import type { LevelWithSilent } from 'pino';
import { createHttpAdapter } from '../http/http-adapter';
import { lineSink } from './line-sink.testing';
import { createRootLogger } from './logger-params';
import { logRequests } from './request-logging';

const PINO_LEVEL = { info: 30, warn: 40, error: 50 };

async function serverLoggingAt(logLevel: LevelWithSilent) {
  const { lines, stream } = lineSink();
  const adapter = createHttpAdapter();
  const fastify = adapter.getInstance();
  logRequests(adapter, createRootLogger({ logLevel }, stream));
  fastify.get('/api/services', async () => ({ items: [] }));
  fastify.get('/api/health/ready', async () => ({ status: 'ok' }));
  fastify.get('/api/broken', async (_request, reply) => reply.code(500).send({ success: false }));
  await fastify.ready();
  return { fastify, lines };
}

describe('logRequests', () => {
  it('logs one line per request, at a level that follows the status, and skips health probes', async () => {
    const { fastify, lines } = await serverLoggingAt('info');
    await fastify.inject({ method: 'GET', url: '/api/services?q=plomero' });
    await fastify.inject({ method: 'GET', url: '/api/health/ready' });
    await fastify.inject({ method: 'GET', url: '/api/broken' });
    await fastify.inject({ method: 'DELETE', url: '/api/nothing-here' });

    expect(lines.map(({ level, req, res, msg }) => ({ level, req, res, msg }))).toEqual([
      {
        level: PINO_LEVEL.info,
        req: { id: expect.any(String), method: 'GET', url: '/api/services?q=plomero' },
        res: { statusCode: 200 },
        msg: 'request completed',
      },
      {
        level: PINO_LEVEL.error,
        req: { id: expect.any(String), method: 'GET', url: '/api/broken' },
        res: { statusCode: 500 },
        msg: 'request completed',
      },
      {
        level: PINO_LEVEL.warn,
        req: { id: expect.any(String), method: 'DELETE', url: '/api/nothing-here' },
        res: { statusCode: 404 },
        msg: 'request completed',
      },
    ]);
    expect(lines.every(({ responseTime }) => typeof responseTime === 'number')).toBe(true);
    await fastify.close();
  });

  it('writes nothing for the requests below the level', async () => {
    const { fastify, lines } = await serverLoggingAt('warn');
    await fastify.inject({ method: 'GET', url: '/api/services' });
    await fastify.inject({ method: 'GET', url: '/api/broken' });

    expect(lines.map(({ res }) => res)).toEqual([{ statusCode: 500 }]);
    await fastify.close();
  });
});
