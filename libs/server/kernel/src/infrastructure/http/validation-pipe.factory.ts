import { type ArgumentMetadata, type PipeTransform, ValidationPipe } from '@nestjs/common';
import { type FieldErrors, VALIDATION_MESSAGES } from '@changas/shared/contracts';
import type { ValidationError } from 'class-validator';
import { DomainError } from '../../domain/domain-error';
import { isQueryDto, readQuery } from './query-parameters';

/**
 * The global pipe: unknown fields are refused, payloads become DTO instances, and a failure is a
 * COMMON.VALIDATION DomainError with the first message of each field. DTOs take their Spanish
 * messages from the contracts: `@IsNotEmpty({ message: REGISTER_MESSAGES.nameRequired })`.
 */
export function createValidationPipe(): PipeTransform {
  return new ApiValidationPipe(
    new ValidationPipe({
      whitelist: true,
      forbidNonWhitelisted: true,
      transform: true,
      validationError: { target: false, value: false },
      exceptionFactory: (errors) => new DomainError('COMMON.VALIDATION', toFieldErrors(errors)),
    }),
  );
}

/** The types ValidationPipe never validates (its `toValidate`): a value of one is no DTO. */
const NOT_VALIDATED = new Set<unknown>([undefined, String, Boolean, Number, Array, Object, Buffer, Date]);

/**
 * Query parameters are read once each: a repeated one (`?q=a&q=b` arrives as a list) is refused by
 * name; a whole query whose DTO is a QueryDto is read by its parameters. Path parameters reach their
 * own pipe as written: converted to a number here, '20.0', '+20' and '0x14' would all become 20 before
 * ParseIdPipe could refuse their spelling. What is not validated (a path parameter, the user of a custom
 * decorator) comes back at once, not in a promise: Nest awaits each pipe in a chain of async steps, and
 * ValidationPipe's async transform added two promises per parameter to every request.
 */
class ApiValidationPipe implements PipeTransform {
  constructor(private readonly validation: ValidationPipe) {}

  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    if (metadata.type === 'custom' || (metadata.type === 'param' && NOT_VALIDATED.has(metadata.metatype)))
      return value;
    if (metadata.type === 'query') {
      const repeated = repeatedParameters(metadata.data === undefined ? value : { [metadata.data]: value });
      if (repeated) throw new DomainError('COMMON.VALIDATION', repeated);
      if (metadata.data === undefined && isQueryDto(metadata.metatype))
        return readQuery(metadata.metatype, (value ?? {}) as Record<string, unknown>);
    }
    return this.validation.transform(value, metadata);
  }
}

function repeatedParameters(query: unknown): FieldErrors | undefined {
  let repeated: Record<string, string> | undefined;
  for (const [name, value] of Object.entries(query ?? {}))
    if (Array.isArray(value)) (repeated ??= {})[name] = VALIDATION_MESSAGES.repeatedParameter;
  return repeated;
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
