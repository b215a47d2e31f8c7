import { DomainError } from '@changas/server/kernel/domain';

/** The identity context's expected failures; their codes fix the HTTP status and Spanish text. */
export const IdentityErrors = {
  emailTaken: () => new DomainError('IDENTITY.EMAIL_TAKEN'),
  invalidCredentials: () => new DomainError('IDENTITY.INVALID_CREDENTIALS'),
  resetTokenInvalid: () => new DomainError('IDENTITY.RESET_TOKEN_INVALID'),
  resetTokenExpired: () => new DomainError('IDENTITY.RESET_TOKEN_EXPIRED'),
  resetTokenUsed: () => new DomainError('IDENTITY.RESET_TOKEN_USED'),
  profileNotFound: () => new DomainError('IDENTITY.PROFILE_NOT_FOUND'),
} as const;
