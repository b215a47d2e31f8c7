import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { codeOfStatus, failureBody } from './api-failure';

/** Node's parser errors with a status of their own; any other is a bad request. */
const STATUS_BY_CONNECTION_ERROR: Readonly<Record<string, number>> = {
  HPE_HEADER_OVERFLOW: 431,
  ERR_HTTP_REQUEST_TIMEOUT: 408,
};

/**
 * Fastify's `clientErrorHandler`: what Node's HTTP parser refuses before there is a request (headers
 * or URL over its limit, broken framing, a request too slow to arrive) is answered in the Spanish
 * envelope, then the connection closes, as Node itself does.
 */
export function answerConnectionError(error: Error & { code?: string }, socket: Socket): void {
  // A reset connection has no one left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) {
    const status = STATUS_BY_CONNECTION_ERROR[error.code ?? ''] ?? 400;
    const body = JSON.stringify(failureBody(codeOfStatus(status)));
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Connection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy(error);
}

/**
 * Fastify's `frameworkErrors`: what its router refuses before Nest sees the request (a path with
 * broken percent-encoding, a path parameter over its length) is answered in the Spanish envelope.
 */
export function answerRoutingError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode ?? 400;
  void reply.code(status).send(failureBody(codeOfStatus(status)));
}
