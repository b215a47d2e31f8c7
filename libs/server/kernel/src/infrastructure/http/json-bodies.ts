import type { FastifyAdapter } from '@nestjs/platform-fastify';
import { DomainError } from '../../domain/domain-error';

/** The largest body the API reads: a service with its 20 zones, all in emoji, stays far below it. */
export const MAX_BODY_BYTES = 100 * 1024;

/** How deep arrays and objects may nest: the DTOs need 3, and deeper input would overflow the validator's recursion. */
export const MAX_JSON_DEPTH = 32;

/**
 * Array elements and object members a body may hold in all: a service with 20 zones and 24 slots on
 * every day has about 270. Each costs validation time, and 100 kB of empty objects would hold the
 * event loop for seconds.
 */
export const MAX_JSON_ITEMS = 1_000;

const WHITE_SPACE = new Set([' ', '\t', '\n', '\r']);

/**
 * Why a JSON text is too costly to read, found in one pass without parsing it (what is inside strings
 * does not count): nested past MAX_JSON_DEPTH, or holding more than MAX_JSON_ITEMS elements and
 * members (a container's first one, then one more after each comma).
 */
export function jsonShapeError(
  json: string,
): 'COMMON.JSON_TOO_DEEP' | 'COMMON.PAYLOAD_TOO_LARGE' | undefined {
  let depth = 0;
  let items = 0;
  let inString = false;
  let justOpened = false;
  for (let index = 0; index < json.length; index++) {
    const char = json[index];
    if (inString) {
      if (char === '\\') index++;
      else if (char === '"') inString = false;
      continue;
    }
    if (WHITE_SPACE.has(char)) continue;
    const closes = char === ']' || char === '}';
    if ((justOpened && !closes) || char === ',') {
      if (++items > MAX_JSON_ITEMS) return 'COMMON.PAYLOAD_TOO_LARGE';
    }
    justOpened = char === '[' || char === '{';
    if (justOpened && ++depth > MAX_JSON_DEPTH) return 'COMMON.JSON_TOO_DEEP';
    if (closes) depth--;
    if (char === '"') inString = true;
  }
  return undefined;
}

/**
 * JSON is the only body the API reads: Fastify's plain-text parser goes and Nest adds no form parser,
 * so any other content type answers 415. Over MAX_BODY_BYTES or MAX_JSON_ITEMS answers 413 and past
 * MAX_JSON_DEPTH 400, before anything is parsed; prototype poisoning is refused as Fastify's own parser does.
 */
export function acceptJsonBodiesOnly(adapter: FastifyAdapter): void {
  const fastify = adapter.getInstance();
  const parseJson = fastify.getDefaultJsonParser('error', 'error');
  fastify.removeAllContentTypeParsers();
  adapter.useBodyParser('application/json', false, { bodyLimit: MAX_BODY_BYTES }, (request, body, done) => {
    const json = body.toString('utf8');
    const shapeError = jsonShapeError(json);
    if (shapeError) done(new DomainError(shapeError), undefined);
    else parseJson(request, json, done);
  });
}
