import type { RegisterRequest } from '@changas/shared/contracts';

export interface RegisterFormValues {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
  phone: string;
  province: string;
  locality: string;
}

export const EMPTY_REGISTER_FORM: RegisterFormValues = {
  name: '',
  email: '',
  password: '',
  confirmPassword: '',
  phone: '',
  province: '',
  locality: '',
};

/** The API's field names → the form's, in the form's order (for the server's field errors). */
export const REGISTER_SERVER_FIELDS = {
  name: 'name',
  email: 'email',
  password: 'password',
  confirm_password: 'confirmPassword',
  phone: 'phone',
  province: 'province',
  locality: 'locality',
} as const satisfies Record<string, keyof RegisterFormValues>;

/** Trimmed values, the email lower-cased, the phone only when given. */
export function toRegisterRequest(values: RegisterFormValues): RegisterRequest {
  const phone = values.phone.trim();
  return {
    name: values.name.trim(),
    email: values.email.trim().toLowerCase(),
    password: values.password,
    confirm_password: values.confirmPassword,
    province: values.province,
    locality: values.locality.trim(),
    ...(phone ? { phone } : {}),
  };
}

/** A valid new user with an address nobody has used yet, for the demo fill button. */
export function demoRegistration(now: number): RegisterFormValues {
  return {
    name: 'Usuario de Prueba',
    email: `prueba.${now.toString(36)}@changas.com.ar`,
    password: 'Prueba123',
    confirmPassword: 'Prueba123',
    phone: '+54 9 11 1234-5678',
    province: 'Buenos Aires',
    locality: 'La Plata',
  };
}
