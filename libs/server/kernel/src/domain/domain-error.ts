import type { ErrorCode, FieldErrors } from '@changas/shared/contracts';

/**
 * An expected failure with a stable code from the contracts' error catalogue, which fixes its
 * HTTP status and Spanish text. `fieldErrors` carries per-field messages for validation failures.
 */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly fieldErrors?: FieldErrors,
  ) {
    super(code);
    this.name = 'DomainError';
  }
}
