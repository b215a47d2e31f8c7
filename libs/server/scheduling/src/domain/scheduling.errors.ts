import type { FieldErrors } from '@changas/shared/contracts';
import { DomainError } from '@changas/server/kernel/domain';

/** The scheduling context's expected failures; their codes fix the HTTP status and Spanish text. */
export const SchedulingErrors = {
  // A service that cannot be booked or listed is missing, as the catalog answers for it.
  serviceNotFound: () => new DomainError('CATALOG.SERVICE_NOT_FOUND'),
  ownService: () => new DomainError('SCHEDULING.OWN_SERVICE'),
  outsideHorizon: () => new DomainError('SCHEDULING.OUTSIDE_HORIZON'),
  dayUnavailable: () => new DomainError('SCHEDULING.DAY_UNAVAILABLE'),
  holiday: () => new DomainError('SCHEDULING.HOLIDAY'),
  notASlot: () => new DomainError('SCHEDULING.NOT_A_SLOT'),
  slotStarted: () => new DomainError('SCHEDULING.SLOT_STARTED'),
  slotTaken: () => new DomainError('SCHEDULING.SLOT_TAKEN'),
  appointmentNotFound: () => new DomainError('SCHEDULING.APPOINTMENT_NOT_FOUND'),
  forbidden: () => new DomainError('SCHEDULING.APPOINTMENT_FORBIDDEN'),
  notPending: () => new DomainError('SCHEDULING.NOT_PENDING'),
  expired: () => new DomainError('SCHEDULING.APPOINTMENT_EXPIRED'),
  notAccepted: () => new DomainError('SCHEDULING.NOT_ACCEPTED'),
  inviteNotAccepted: () => new DomainError('SCHEDULING.INVITE_NOT_ACCEPTED'),
  notEnded: () => new DomainError('SCHEDULING.NOT_ENDED'),
  notCancellable: () => new DomainError('SCHEDULING.NOT_CANCELLABLE'),
  changedMeanwhile: () => new DomainError('SCHEDULING.APPOINTMENT_CHANGED'),
  /** Texts that break a rule of the domain, with the field messages of the form. */
  invalid: (fieldErrors: FieldErrors) => new DomainError('COMMON.VALIDATION', fieldErrors),
} as const;
