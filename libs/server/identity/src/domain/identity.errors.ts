import { PROFILE_RULES } from '@changas/shared/contracts';
import { DomainError } from '@changas/server/kernel/domain';

/** The identity context's expected failures; their codes fix the HTTP status and Spanish text. */
export const IdentityErrors = {
  emailTaken: () => new DomainError('IDENTITY.EMAIL_TAKEN'),
  invalidCredentials: () => new DomainError('IDENTITY.INVALID_CREDENTIALS'),
  resetTokenInvalid: () => new DomainError('IDENTITY.RESET_TOKEN_INVALID'),
  resetTokenExpired: () => new DomainError('IDENTITY.RESET_TOKEN_EXPIRED'),
  resetTokenUsed: () => new DomainError('IDENTITY.RESET_TOKEN_USED'),
  profileNotFound: () => new DomainError('IDENTITY.PROFILE_NOT_FOUND'),
  /** A province without its locality (or the other way round), told on the missing field. */
  incompletePlace: (hasProvince: boolean) =>
    new DomainError(
      'COMMON.VALIDATION',
      hasProvince
        ? { locality: PROFILE_RULES.localityWithProvince }
        : { province: PROFILE_RULES.provinceWithLocality },
    ),
  /** A phone that is not a valid number (the DTO tells the same message first). */
  invalidPhone: (message: string) => new DomainError('COMMON.VALIDATION', { phone: message }),
} as const;
