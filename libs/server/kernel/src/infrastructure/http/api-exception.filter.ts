import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { ERROR_CATALOGUE, type ErrorCode, type FieldErrors } from '@changas/shared/contracts';
import { InjectPinoLogger, PinoLogger } from 'nestjs-pino';
import { DomainError } from '../../domain/domain-error';
import { isDatabaseUnavailable } from '../database/database-unavailable';
import { codeOfStatus, failureBody } from './api-failure';
import type { ApiHttpAdapter } from './http-adapter';

/** http-errors (thrown by Fastify plugins such as @fastify/static) flag client errors with `expose`. */
function exposedClientStatus(exception: unknown): number | undefined {
  const { expose, statusCode } = (exception ?? {}) as { expose?: unknown; statusCode?: unknown };
  return expose === true && typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500
    ? statusCode
    : undefined;
}

interface Failure {
  status: number;
  code: ErrorCode;
  fieldErrors?: FieldErrors;
}

/**
 * Turns every error into the failure envelope with a Spanish text from the catalogue:
 * DomainError → its code; HttpException (Nest's, or Fastify's such as 413) and exposed http-errors
 * (a static file's 403) → the code of its status; an unreachable or hung database → 503; anything
 * else → 500. Server errors are logged with their stack, which never reaches the client.
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  constructor(
    private readonly adapterHost: HttpAdapterHost,
    @InjectPinoLogger(ApiExceptionFilter.name) private readonly logger: PinoLogger,
  ) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const { status, code, fieldErrors } = this.toFailure(exception);
    if (status >= 500) this.logger.error({ err: exception }, 'Request failed');
    (this.adapterHost.httpAdapter as ApiHttpAdapter).replyFailure(
      host.switchToHttp().getResponse(),
      failureBody(code, fieldErrors),
      status,
    );
  }

  private toFailure(exception: unknown): Failure {
    if (isDatabaseUnavailable(exception)) return { status: 503, code: 'COMMON.SERVICE_UNAVAILABLE' };
    if (exception instanceof DomainError) {
      const { code, fieldErrors } = exception;
      return { status: ERROR_CATALOGUE[code].status, code, fieldErrors };
    }
    const status =
      exception instanceof HttpException ? exception.getStatus() : exposedClientStatus(exception);
    if (status === undefined) return { status: 500, code: 'COMMON.INTERNAL' };
    return { status, code: codeOfStatus(status) };
  }
}
