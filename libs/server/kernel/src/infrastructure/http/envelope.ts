import { StreamableFile } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import type { ApiSuccess } from '@changas/shared/contracts';
import type { ServerResponse } from 'node:http';
import type { FastifyReply } from 'fastify';

/** The route's config key (Fastify's, so that the reply finds it without Nest's reflection). */
const SUCCESS_MESSAGE = 'successMessage';

type RouteMessage = { readonly [SUCCESS_MESSAGE]?: string };

/** Adds `message` to a handler's success envelope, e.g. `@SuccessMessage(SERVICE_MESSAGES.created)`. */
export const SuccessMessage = (message: string) => RouteConfig({ [SUCCESS_MESSAGE]: message });

/** What a handler answered, as `{ success: true, data, message? }`; a file goes out as it is. */
export function successBody(
  reply: FastifyReply | ServerResponse,
  data: unknown,
): ApiSuccess<unknown> | StreamableFile {
  if (data instanceof StreamableFile) return data;
  const config = 'request' in reply ? (reply.request.routeOptions.config as RouteMessage) : {};
  const message = config[SUCCESS_MESSAGE];
  const answered = data ?? null;
  // Two literals rather than a conditional spread, which copies through V8's generic object cloning on every answer.
  return message ? { success: true, data: answered, message } : { success: true, data: answered };
}
