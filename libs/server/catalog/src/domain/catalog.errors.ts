import type { FieldErrors } from '@changas/shared/contracts';
import { DomainError } from '@changas/server/kernel/domain';

/** The catalog context's expected failures; their codes fix the HTTP status and Spanish text. */
export const CatalogErrors = {
  serviceNotFound: () => new DomainError('CATALOG.SERVICE_NOT_FOUND'),
  serviceForbidden: () => new DomainError('CATALOG.SERVICE_FORBIDDEN'),
  serviceInactive: () => new DomainError('CATALOG.SERVICE_INACTIVE'),
  /** Details that break a rule of the domain, with the field messages of the form. */
  invalidService: (fieldErrors: FieldErrors) => new DomainError('COMMON.VALIDATION', fieldErrors),
} as const;
