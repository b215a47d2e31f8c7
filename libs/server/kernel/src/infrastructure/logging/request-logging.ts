import type { FastifyAdapter } from '@nestjs/platform-fastify';
import type { Level, Logger } from 'pino';
import { API_PATHS, API_PREFIX } from '@changas/shared/contracts';

const HEALTH_PATH = `/${API_PREFIX}/${API_PATHS.health}`;

const levelOf = (statusCode: number): Level =>
  statusCode >= 500 ? 'error' : statusCode >= 400 ? 'warn' : 'info';

/**
 * One line per answered request: info, warn for a 4xx, error for a 5xx (its stack is logged by
 * ApiExceptionFilter). Health probes are not logged. Nothing is built for a level the logger drops,
 * so at LOG_LEVEL=warn a successful request costs a comparison. It runs in the response hook the adapter
 * always runs (and leaves empty): a hook of its own cost each answer Fastify's hook runner, about 0.6 % of a
 * service's detail in instructions.
 */
export function logRequests(adapter: FastifyAdapter, logger: Logger): void {
  adapter.setOnResponseHook((request, reply, done) => {
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
