import type { RateLimitPolicy } from '@changas/server/kernel';
import { normalizeEmail } from '../../domain/email';
import { PasswordResetToken } from '../../domain/password-reset-token.entity';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The raw body's text field `name`, or undefined (guards see the body before validation). */
function textOf(body: unknown, name: string): string | undefined {
  const value = body && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

const emailOf = (body: unknown) => {
  const email = textOf(body, 'email');
  return email && normalizeEmail(email);
};

// A reset link is counted by its token's hash: the secret itself stays out of the counters.
const resetTokenOf = (body: unknown) => {
  const token = textOf(body, 'token');
  return token && PasswordResetToken.hashOf(token);
};

/** Production limits, per client IP and per targeted account; RATE_LIMIT_MULTIPLIER raises them. */
// Only failed logins count toward an account's limit: its owner logging in often is never locked out.
export const LOGIN_RATE_LIMIT: RateLimitPolicy = {
  name: 'login',
  perIp: { limit: 20, windowMs: MINUTE },
  perAccount: { limit: 10, windowMs: 15 * MINUTE, accountOf: emailOf, countsOnlyFailures: true },
};

export const REGISTER_RATE_LIMIT: RateLimitPolicy = {
  name: 'register',
  perIp: { limit: 10, windowMs: HOUR },
  perAccount: { limit: 5, windowMs: HOUR, accountOf: emailOf },
};

export const FORGOT_PASSWORD_RATE_LIMIT: RateLimitPolicy = {
  name: 'forgot-password',
  perIp: { limit: 10, windowMs: 15 * MINUTE },
  perAccount: { limit: 5, windowMs: HOUR, accountOf: emailOf },
};

export const RESET_PASSWORD_RATE_LIMIT: RateLimitPolicy = {
  name: 'reset-password',
  perIp: { limit: 20, windowMs: 15 * MINUTE },
  perAccount: { limit: 5, windowMs: 15 * MINUTE, accountOf: resetTokenOf },
};
