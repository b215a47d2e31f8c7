import type { DomainError } from './domain-error';

/** What a use case returns: a value, or the DomainError that explains why not. Use cases never throw for expected failures. */
export type Result<T, E = DomainError> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

export const ok = <T>(value: T): Result<T, never> => ({ ok: true, value });

export const err = <E>(error: E): Result<never, E> => ({ ok: false, error });
