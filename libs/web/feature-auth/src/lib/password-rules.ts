import { PASSWORD_RULES, REGISTER_RULES } from '@changas/shared/contracts';

/** A new password under the spec's rules (register and reset), re-checking the confirmation when it changes. */
export const newPasswordRules = {
  required: PASSWORD_RULES.required,
  minLength: PASSWORD_RULES.minLength,
  maxLength: PASSWORD_RULES.maxLength,
  validate: {
    uppercase: (value: string) =>
      PASSWORD_RULES.uppercase.value.test(value) || PASSWORD_RULES.uppercase.message,
    digit: (value: string) => PASSWORD_RULES.digit.value.test(value) || PASSWORD_RULES.digit.message,
  },
  deps: 'confirmPassword',
} as const;

/** The repeated password: required and equal to the form's `password`. */
export const confirmPasswordRules = {
  required: REGISTER_RULES.confirmPassword.required,
  validate: (value: string, values: { password: string }) =>
    value === values.password || REGISTER_RULES.confirmPassword.mismatch,
} as const;
