import { ValidationPipe } from '@nestjs/common';
import { type FieldErrors, VALIDATION_MESSAGES } from '@changas/shared/contracts';
import type { ValidationError } from 'class-validator';
import { DomainError } from '../../domain/domain-error';

/**
 * The global pipe: unknown fields are refused, payloads become DTO instances, and a failure is a
 * COMMON.VALIDATION DomainError with the first message of each field. DTOs take their Spanish
 * messages from the contracts: `@IsNotEmpty({ message: REGISTER_MESSAGES.nameRequired })`.
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => new DomainError('COMMON.VALIDATION', toFieldErrors(errors)),
  });
}

/**
 * Flattens class-validator errors to `{ field: message }`; nested fields get dotted paths (`zones.0.province`).
 * Decorators are applied bottom-up, so the last failing constraint is the top-most one: a DTO lists its
 * checks in the order their messages should win (required, then length, then format).
 */
export function toFieldErrors(errors: readonly ValidationError[], parent = ''): FieldErrors {
  const fieldErrors: FieldErrors = {};
  for (const error of errors) {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const winner = Object.entries(error.constraints ?? {}).at(-1);
    if (winner) {
      const [type, message] = winner;
      fieldErrors[field] = type === 'whitelistValidation' ? VALIDATION_MESSAGES.fieldNotAllowed : message;
    }
    Object.assign(fieldErrors, toFieldErrors(error.children ?? [], field));
  }
  return fieldErrors;
}
