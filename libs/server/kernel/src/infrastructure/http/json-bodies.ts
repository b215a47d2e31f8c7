import type { FastifyAdapter } from '@nestjs/platform-fastify';
import { DomainError } from '../../domain/domain-error';

/** The largest body the API reads: a service with its 20 zones, all in emoji, stays far below it. */
export const MAX_BODY_BYTES = 100 * 1024;

/** How deep arrays and objects may nest: the DTOs need 3, and deeper input would overflow the validator's recursion. */
export const MAX_JSON_DEPTH = 32;

/**
 * True when a JSON text nests arrays and objects deeper than `maxDepth`, read in one pass without
 * parsing it (brackets inside strings do not count), so no parser or validator recursion ever sees it.
 */
export function exceedsJsonDepth(json: string, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < json.length; index++) {
    const char = json[index];
    if (inString) {
      if (char === '\\') index++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '[' || char === '{') {
      if (++depth > maxDepth) return true;
    } else if (char === ']' || char === '}') depth--;
  }
  return false;
}

/**
 * JSON is the only body the API reads: Fastify's plain-text parser goes and Nest adds no form parser,
 * so any other content type answers 415. Over MAX_BODY_BYTES answers 413 and past MAX_JSON_DEPTH 400,
 * both before anything is parsed; prototype poisoning is refused as Fastify's own parser does.
 */
export function acceptJsonBodiesOnly(adapter: FastifyAdapter): void {
  const fastify = adapter.getInstance();
  const parseJson = fastify.getDefaultJsonParser('error', 'error');
  fastify.removeAllContentTypeParsers();
  adapter.useBodyParser('application/json', false, { bodyLimit: MAX_BODY_BYTES }, (request, body, done) => {
    const json = body.toString('utf8');
    if (exceedsJsonDepth(json, MAX_JSON_DEPTH)) done(new DomainError('COMMON.JSON_TOO_DEEP'), undefined);
    else parseJson(request, json, done);
  });
}
