import type { FieldErrors } from '@changas/shared/contracts';
import { DomainError } from '@changas/server/kernel/domain';

/** The reputation context's expected failures; their codes fix the HTTP status and Spanish text. */
export const ReputationErrors = {
  serviceNotFound: () => new DomainError('REPUTATION.SERVICE_NOT_FOUND'),
  notCompleted: () => new DomainError('REPUTATION.NOT_COMPLETED'),
  alreadyReviewed: () => new DomainError('REPUTATION.ALREADY_REVIEWED'),
  reviewNotFound: () => new DomainError('REPUTATION.REVIEW_NOT_FOUND'),
  updateForbidden: () => new DomainError('REPUTATION.UPDATE_FORBIDDEN'),
  deleteForbidden: () => new DomainError('REPUTATION.DELETE_FORBIDDEN'),
  /** A rating or comment that breaks a rule of spec section 5, with the form's field messages. */
  invalid: (fieldErrors: FieldErrors) => new DomainError('COMMON.VALIDATION', fieldErrors),
} as const;
