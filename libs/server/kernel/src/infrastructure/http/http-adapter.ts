import { FastifyAdapter } from '@nestjs/platform-fastify';
import type { TrustProxy } from '../../config/app-config';
import type { ServerResponse } from 'node:http';
import type { FastifyReply } from 'fastify';
import { successBody } from './envelope';
import { acceptJsonBodiesOnly, MAX_BODY_BYTES } from './json-bodies';
import { answerConnectionError, answerRoutingError } from './transport-errors';

/**
 * Nest sends every handler's answer through `reply`, so the success envelope is added here. A global
 * interceptor did it before: Nest then ran each request through rxjs, about 0.4 ms of CPU per request.
 */
export class ApiHttpAdapter extends FastifyAdapter {
  override reply(response: FastifyReply | ServerResponse, body: unknown, statusCode?: number) {
    return super.reply(response, successBody(response, body), statusCode);
  }

  /** The failure envelope, sent as it is (ApiExceptionFilter). */
  replyFailure(response: FastifyReply | ServerResponse, body: unknown, statusCode: number) {
    return super.reply(response, body, statusCode);
  }
}

/**
 * The Fastify adapter of the API: JSON bodies only, within the size and depth limits, and the
 * Spanish error envelope also for what Node and Fastify refuse before Nest sees a request.
 * Create the application with it and `bodyParser` left on: the JSON parser is already in place.
 * `trustProxy`: the proxies whose X-Forwarded-For tells the client's IP (AppConfig).
 */
export function createHttpAdapter(trustProxy: TrustProxy = false): ApiHttpAdapter {
  const adapter = new ApiHttpAdapter({
    trustProxy: typeof trustProxy === 'object' ? [...trustProxy] : trustProxy,
    bodyLimit: MAX_BODY_BYTES,
    clientErrorHandler: answerConnectionError,
    frameworkErrors: answerRoutingError,
    // No Nest middleware: its engine would be one more request hook on every request for nothing.
    skipMiddie: true,
  });
  acceptJsonBodiesOnly(adapter);
  return adapter;
}
