import { formatPhone, type UpdateProfileRequest, type UserView } from '@changas/shared/contracts';
import { findLocality, findProvince } from '@changas/shared/locations';
import { ApiError } from '@changas/web/data-access';

export type ProfileFormValues = UpdateProfileRequest;

export const PROFILE_TEXTS = {
  loadError: 'Error obteniendo perfil',
  updateError: 'Error actualizando perfil',
  unexpected: 'Error inesperado',
  fallbackNotice: 'Se muestran los datos guardados en este dispositivo.',
} as const;

/**
 * The form's values: missing ones empty, the stored E.164 phone as people write it ('011 15-2345-6789'),
 * province and locality in the spelling of the dropdowns when known.
 */
export function toProfileFormValues(user: UserView): ProfileFormValues {
  const province = findProvince(user.province ?? '') ?? user.province ?? '';
  return {
    name: user.name ?? '',
    email: user.email ?? '',
    phone: formatPhone(user.phone ?? ''),
    province,
    locality: findLocality(province, user.locality ?? '') ?? user.locality ?? '',
  };
}

/** What PUT /api/user/profile receives: trimmed values, the email lower-cased. */
export function toUpdateProfileRequest(values: ProfileFormValues): UpdateProfileRequest {
  return {
    name: values.name.trim(),
    email: values.email.trim().toLowerCase(),
    phone: values.phone.trim(),
    province: values.province,
    locality: values.locality,
  };
}

/** The server's text (or the client's no-connection text), else the screen's fallback (spec section 8, profile). */
export function profileErrorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return PROFILE_TEXTS.unexpected;
  return error.code || error.status === 0 ? error.message : fallback;
}
