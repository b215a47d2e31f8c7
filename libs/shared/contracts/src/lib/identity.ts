/**
 * Identity: the validation rules and Spanish messages of spec section 5 (registration, login,
 * forgot and reset password, profile) and the request/response shapes of spec section 7.
 * The rules are plain data in react-hook-form's shape ({ value, message }) so the web forms use
 * them as they are, and the server's DTO decorators read the same values and messages.
 */

import { PHONE_RULES } from './phone-rules';

const rule = <T>(value: T, message: string) => ({ value, message }) as const;

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** RFC 5321 caps an address at 254 characters; longer ones get the field's format message. */
export const EMAIL_MAX_LENGTH = 254;
export const UPPERCASE_PATTERN = /[A-ZÁÉÍÓÚÑ]/;
export const DIGIT_PATTERN = /\d/;

export const PASSWORD_RULES = {
  required: 'La contraseña es obligatoria',
  minLength: rule(8, 'La contraseña debe tener al menos 8 caracteres'),
  maxLength: rule(16, 'La contraseña no puede tener más de 16 caracteres'),
  uppercase: rule(UPPERCASE_PATTERN, 'La contraseña debe tener al menos una mayúscula'),
  digit: rule(DIGIT_PATTERN, 'La contraseña debe tener al menos un número'),
  hint: 'Debe tener 8-16 caracteres, una mayúscula y un número',
} as const;

export const REGISTER_RULES = {
  name: {
    required: 'El nombre es obligatorio',
    minLength: rule(2, 'El nombre debe tener al menos 2 caracteres'),
    maxLength: rule(100, 'El nombre no puede tener más de 100 caracteres'),
  },
  email: {
    required: 'El correo electrónico es obligatorio',
    pattern: rule(EMAIL_PATTERN, 'El correo electrónico no es válido'),
  },
  password: PASSWORD_RULES,
  confirmPassword: {
    required: 'Debes confirmar la contraseña',
    mismatch: 'Las contraseñas no coinciden',
  },
  province: {
    required: 'La provincia es obligatoria',
    minLength: rule(2, 'La provincia debe tener al menos 2 caracteres'),
    maxLength: rule(100, 'La provincia no puede tener más de 100 caracteres'),
  },
  locality: {
    required: 'La localidad es obligatoria',
    minLength: rule(2, 'La localidad debe tener al menos 2 caracteres'),
    maxLength: rule(100, 'La localidad no puede tener más de 100 caracteres'),
  },
  // Optional; checked by `phoneProblem` and stored in E.164.
  phone: PHONE_RULES,
} as const;

export const LOGIN_RULES = {
  email: { required: 'El email es requerido', pattern: rule(EMAIL_PATTERN, 'El email no es válido') },
  password: { required: 'La contraseña es requerida' },
} as const;

export const FORGOT_PASSWORD_RULES = {
  email: {
    required: 'El correo electrónico es obligatorio',
    pattern: rule(EMAIL_PATTERN, 'El formato del correo electrónico no es válido'),
  },
} as const;

export const RESET_PASSWORD_RULES = {
  token: { required: 'Token de recuperación inválido. Por favor, solicita un nuevo enlace.' },
  password: PASSWORD_RULES,
  confirmPassword: REGISTER_RULES.confirmPassword,
} as const;

/** Profile: name and email stay required; phone, province and locality may be empty (spec section 3). */
export const PROFILE_RULES = {
  name: REGISTER_RULES.name,
  email: {
    required: REGISTER_RULES.email.required,
    pattern: rule(EMAIL_PATTERN, 'El formato del email no es válido'),
  },
  phone: REGISTER_RULES.phone,
  province: { minLength: REGISTER_RULES.province.minLength, maxLength: REGISTER_RULES.province.maxLength },
  locality: { minLength: REGISTER_RULES.locality.minLength, maxLength: REGISTER_RULES.locality.maxLength },
  // Changing the province empties the locality (spec section 4): saving then would wipe the user's place.
  localityWithProvince: REGISTER_RULES.locality.required,
  provinceWithLocality: REGISTER_RULES.province.required,
} as const;

/** Login lockout on the client (spec sections 4 and 9). */
export const LOGIN_LOCKOUT = { maxAttempts: 5, blockMs: 600_000 } as const;

/** Password-reset links live one hour and work once. */
export const RESET_TOKEN_TTL_MS = 3_600_000;

/** Which emails a user wants; the password-recovery mail is always sent. */
export interface NotificationPreferencesView {
  /** Someone asked for a turno on one of the user's services. */
  requests_received: boolean;
  /** A request the user sent was accepted, rejected, completed or cancelled. */
  answers: boolean;
  /** A day before each accepted turno. */
  reminders: boolean;
}

/** The user as the API shows it (the profile fields of spec section 3 and the email preferences). */
export interface UserView {
  id: number;
  name: string;
  email: string;
  /** E.164 ('+5491123456789'), or '' when the user gave none. */
  phone: string;
  province: string;
  locality: string;
  created_at: string;
  notifications: NotificationPreferencesView;
}

export interface RegisterRequest {
  name: string;
  email: string;
  password: string;
  confirm_password: string;
  province: string;
  locality: string;
  phone?: string;
}

export interface LoginRequest {
  email: string;
  password: string;
}

export interface AuthResponse {
  user: UserView;
  token: string;
}

export interface ForgotPasswordRequest {
  email: string;
}

export interface ResetPasswordRequest {
  token: string;
  new_password: string;
}

/**
 * Claims of the access token (HS256, 7 days): `sub` is the user id as text, `sv` the user's session
 * version when it was issued (a password change moves it on, ending every older token).
 */
export interface AccessTokenClaims {
  sub: string;
  sv: number;
  iat: number;
  exp: number;
}

export interface ProfileResponse {
  user: UserView;
}

export type UpdateProfileRequest = Pick<UserView, 'name' | 'email' | 'phone' | 'province' | 'locality'>;

/** `PATCH /api/user/notification-preferences`: the preferences to change; the answer is `ProfileResponse`. */
export type UpdateNotificationPreferencesRequest = Partial<NotificationPreferencesView>;

export const NOTIFICATION_PREFERENCE_RULES = {
  boolean: 'El valor debe ser verdadero o falso',
} as const;

export const IDENTITY_MESSAGES = {
  forgotPasswordSent: 'Si el correo está registrado, recibirás un enlace para restablecer tu contraseña.',
  passwordReset: 'Tu contraseña fue actualizada. Ya puedes iniciar sesión.',
  profileUpdated: 'Perfil actualizado correctamente',
  notificationPreferencesUpdated: 'Preferencias de notificación actualizadas',
  registered: 'Bienvenido a Changas. Tu cuenta ha sido creada exitosamente.',
  registeredNeedsLogin: 'Registro exitoso. Por favor, inicia sesión con tu email y contraseña.',
} as const;

/** The demo account created by the demo seed and offered by the login screen's demo button. */
export const DEMO_CREDENTIALS = { email: 'demo@changas.com.ar', password: 'Demo1234' } as const;
