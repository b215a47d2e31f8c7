import type { FastifyInstance } from 'fastify';
import type { Level, Logger } from 'pino';
import { API_PATHS, API_PREFIX } from '@changas/shared/contracts';

const HEALTH_PATH = `/${API_PREFIX}/${API_PATHS.health}`;

const levelOf = (statusCode: number): Level =>
  statusCode >= 500 ? 'error' : statusCode >= 400 ? 'warn' : 'info';

/**
 * One line per answered request: info, warn for a 4xx, error for a 5xx (its stack is logged by
 * ApiExceptionFilter). Health probes are not logged. Nothing is built for a level the logger drops,
 * so at LOG_LEVEL=warn a successful request costs a comparison.
 */
export function logRequests(fastify: FastifyInstance, logger: Logger): void {
  fastify.addHook('onResponse', (request, reply, done) => {
    const level = levelOf(reply.statusCode);
    if (logger.isLevelEnabled(level) && !request.url.startsWith(HEALTH_PATH)) {
      logger[level](
        {
          req: { id: request.id, method: request.method, url: request.url },
          res: { statusCode: reply.statusCode },
          responseTime: Math.round(reply.elapsedTime),
        },
        'request completed',
      );
    }
    done();
  });
}
