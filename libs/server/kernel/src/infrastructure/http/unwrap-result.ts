import type { DomainError } from '../../domain/domain-error';
import type { Result } from '../../domain/result';

/** For controllers: the value of a use case's result, or its DomainError thrown for ApiExceptionFilter to answer. */
export function unwrap<T>(result: Result<T, DomainError>): T {
  if (result.ok) return result.value;
  throw result.error;
}
