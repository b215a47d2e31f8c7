import {
  DEMO_CREDENTIALS,
  EMAIL_PATTERN,
  PASSWORD_RULES,
  phoneProblem,
  REGISTER_RULES,
  toE164,
  whatsAppNumber,
} from '@changas/shared/contracts';
import { isKnownLocality } from '@changas/shared/locations';
import { DEMO_USERS } from './demo-users.data';

const { name } = REGISTER_RULES;

describe('DEMO_USERS', () => {
  it('starts with the demo account of the login screen', () => {
    expect(DEMO_USERS.demo).toEqual({
      name: 'Usuario Demo',
      ...DEMO_CREDENTIALS,
      phone: '+54 9 221 555-0101',
      province: 'Buenos Aires',
      locality: 'La Plata',
    });
  });

  it.each(Object.entries(DEMO_USERS))('%s passes the registration rules at a real place', (_key, user) => {
    expect(user.name.length).toBeGreaterThanOrEqual(name.minLength.value);
    expect(user.name.length).toBeLessThanOrEqual(name.maxLength.value);
    expect(user.email).toMatch(EMAIL_PATTERN);
    expect(user.email).toBe(user.email.toLowerCase());
    expect(user.password.length).toBeGreaterThanOrEqual(PASSWORD_RULES.minLength.value);
    expect(user.password.length).toBeLessThanOrEqual(PASSWORD_RULES.maxLength.value);
    expect(user.password).toMatch(PASSWORD_RULES.uppercase.value);
    expect(user.password).toMatch(PASSWORD_RULES.digit.value);
    expect(phoneProblem(user.phone)).toBeUndefined();
    // Mobiles, so every accepted demo request offers WhatsApp.
    expect(whatsAppNumber(toE164(user.phone))).toMatch(/^549\d{10}$/);
    expect(isKnownLocality(user.province, user.locality)).toBe(true);
  });

  it('has one account per email', () => {
    const emails = Object.values(DEMO_USERS).map(({ email }) => email);
    expect(new Set(emails).size).toBe(emails.length);
  });
});
