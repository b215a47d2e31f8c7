import { PASSWORD_RULES, REGISTER_RULES, textProblem } from '@changas/shared/contracts';

/**
 * A new password under the spec's rules (register and reset), re-checking the confirmation when it
 * changes; its length counts code points, as the API does, and it is never trimmed.
 */
export const newPasswordRules = {
  required: PASSWORD_RULES.required,
  validate: {
    length: (value: string) => textProblem(value, PASSWORD_RULES) ?? true,
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
