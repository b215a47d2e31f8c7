import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { answerConnectionError, answerRoutingError } from './transport-errors';

/** A socket that keeps what is written to it. */
function fakeSocket({ writable = true, destroyed = false } = {}) {
  const written: string[] = [];
  const socket = {
    writable,
    destroyed,
    write: (text: string) => written.push(text),
    destroy: jest.fn(),
  };
  return { socket, written, asSocket: socket as unknown as Socket };
}

const connectionError = (code: string) => Object.assign(new Error(code), { code });

function parse(raw: string) {
  const [head, body] = raw.split('\r\n\r\n');
  return { statusLine: head.split('\r\n')[0], headers: head.toLowerCase(), body: JSON.parse(body) };
}

describe('answerConnectionError', () => {
  it.each([
    ['HPE_HEADER_OVERFLOW', 'HTTP/1.1 431 Request Header Fields Too Large', 'COMMON.HEADERS_TOO_LARGE'],
    ['ERR_HTTP_REQUEST_TIMEOUT', 'HTTP/1.1 408 Request Timeout', 'COMMON.REQUEST_TIMEOUT'],
    ['HPE_INVALID_CONSTANT', 'HTTP/1.1 400 Bad Request', 'COMMON.BAD_REQUEST'],
  ])('answers %s with %s in the Spanish envelope and closes', (code, statusLine, errorCode) => {
    const { socket, written, asSocket } = fakeSocket();
    const error = connectionError(code);

    answerConnectionError(error, asSocket);

    const answer = parse(written.join(''));
    expect(answer.statusLine).toBe(statusLine);
    expect(answer.headers).toContain('content-type: application/json; charset=utf-8');
    expect(answer.headers).toContain('connection: close');
    expect(answer.headers).toContain(`content-length: ${Buffer.byteLength(JSON.stringify(answer.body))}`);
    expect(answer.body).toEqual({ success: false, error: expect.any(String), code: errorCode });
    expect(socket.destroy).toHaveBeenCalledWith(error);
  });

  it('writes nothing to a reset, destroyed or closing connection', () => {
    for (const [error, state] of [
      [connectionError('ECONNRESET'), {}],
      [connectionError('HPE_INVALID_CONSTANT'), { destroyed: true }],
      [connectionError('HPE_INVALID_CONSTANT'), { writable: false }],
    ] as const) {
      const { written, asSocket } = fakeSocket(state);
      answerConnectionError(error, asSocket);
      expect(written).toEqual([]);
    }
  });
});

describe('answerRoutingError', () => {
  it("answers with the error's status and the Spanish envelope of its code", () => {
    const reply = { code: jest.fn().mockReturnThis(), send: jest.fn().mockReturnThis() };
    const error = Object.assign(new Error('too long'), { statusCode: 414, code: 'FST_ERR_MAX_PARAM_LENGTH' });

    answerRoutingError(error as FastifyError, {} as FastifyRequest, reply as unknown as FastifyReply);

    expect(reply.code).toHaveBeenCalledWith(414);
    expect(reply.send).toHaveBeenCalledWith({
      success: false,
      error: 'La dirección de la solicitud es demasiado larga.',
      code: 'COMMON.URI_TOO_LONG',
    });
  });
});
