import { Logger } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { AnswerStep } from './answer-steps';

const SHUTDOWN_SIGNALS = ['SIGTERM', 'SIGINT'] as const;
/** Work still holding the server this long after the signal is cut off (orchestrators kill at 10 s). */
const SHUTDOWN_DEADLINE_MS = 9_000;

/**
 * While the server closes, an answer still in flight ends its keep-alive connection: closing then
 * waits for the work in flight, not for idle clients (Fastify closes the idle connections itself). A step of
 * every answer (answer-steps).
 */
export function endKeepAliveWhileClosing(app: NestFastifyApplication): AnswerStep {
  let closing = false;
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('preClose', async () => {
      closing = true;
    });
  return (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  };
}

/**
 * SIGTERM/SIGINT: stop accepting connections and let the requests in flight finish, then Nest's
 * shutdown (background work drains, the database pool closes), and exit 0. Nest's own shutdown hooks
 * would re-raise the signal (exit 143) and drain background work while still accepting requests.
 */
export function closeOnSignals(app: NestFastifyApplication): void {
  const logger = new Logger('Changas');
  let closing = false;
  const close = async (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    logger.log(`${signal}: cerrando`);
    setTimeout(() => {
      logger.error(`El cierre no terminó en ${SHUTDOWN_DEADLINE_MS} ms: se interrumpe`);
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    try {
      await app.getHttpAdapter().close();
      await app.close();
      process.exit(0);
    } catch (error) {
      logger.error(`Error al cerrar: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    }
  };
  for (const signal of SHUTDOWN_SIGNALS) process.on(signal, close);
}
