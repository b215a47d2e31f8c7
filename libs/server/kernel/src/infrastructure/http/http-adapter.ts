import { FastifyAdapter } from '@nestjs/platform-fastify';
import { acceptJsonBodiesOnly, MAX_BODY_BYTES } from './json-bodies';
import { answerConnectionError, answerRoutingError } from './transport-errors';

/**
 * The Fastify adapter of the API: JSON bodies only, within the size and depth limits, and the
 * Spanish error envelope also for what Node and Fastify refuse before Nest sees a request.
 * Create the application with it and `bodyParser` left on: the JSON parser is already in place.
 */
export function createHttpAdapter(): FastifyAdapter {
  const adapter = new FastifyAdapter({
    bodyLimit: MAX_BODY_BYTES,
    clientErrorHandler: answerConnectionError,
    frameworkErrors: answerRoutingError,
  });
  acceptJsonBodiesOnly(adapter);
  return adapter;
}
