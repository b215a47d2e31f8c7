/**
 * Phones: one normal form (E.164) for every phone the API stores, the rules and Spanish messages of
 * the phone field (web forms and API alike), and what WhatsApp links need. Numbers without a country
 * code are Argentine. The 'min' metadata is enough: it parses the Argentine mobile rules ('15' after
 * the area code, '9' after 54) and keeps the profile form's bundle small. The rules' texts live apart
 * (phone-rules.ts), so what only needs them (the shared identity rules) does not pull the metadata into
 * the app's first chunk.
 */
import { parsePhoneNumberFromString, type PhoneNumber } from 'libphonenumber-js/min';
import { PHONE_RULES } from './phone-rules';
import { cleanText, textProblem } from './text';

/** Argentina's country code followed by the '9' that marks a mobile in E.164. */
const ARGENTINE_MOBILE_PREFIX = '+549';
/** Digits with the usual separators and an optional leading +: no words, no extensions. */
const PHONE_CHARACTERS = /^\+?[\d\s().-]+$/;
/** A local number without its area code has at most 8 digits (Buenos Aires' 2345-6789). */
const LOCAL_NUMBER = /^\d{6,8}$/;

const digitsOf = (text: string) => text.replace(/\D/g, '');

function parse(text: string): PhoneNumber | undefined {
  const phone = parsePhoneNumberFromString(text, 'AR');
  return phone?.isValid() ? phone : undefined;
}

/**
 * The first broken rule's message for a phone as typed, or undefined; an empty phone passes (it is
 * optional). The missing area code is told first: it is the usual mistake and the length message
 * would not say what to add.
 */
export function phoneProblem(raw: string): string | undefined {
  const text = cleanText(raw);
  if (text === '') return undefined;
  if (!text.startsWith('+') && LOCAL_NUMBER.test(digitsOf(text))) return PHONE_RULES.areaCode;
  return (
    textProblem(text, PHONE_RULES) ??
    (PHONE_CHARACTERS.test(text) && parse(text) ? undefined : PHONE_RULES.invalid)
  );
}

/** react-hook-form rules of a phone field: the API's checks, order and messages. */
export const formPhoneRules = {
  validate: (value: string | undefined) => phoneProblem(value ?? '') ?? true,
};

/**
 * The stored form of a phone: E.164 ('011 15-2345-6789' → '+5491123456789'), or '' when it is empty
 * or not a valid number.
 */
export function toE164(raw: string): string {
  return parse(cleanText(raw))?.number ?? '';
}

/** A stored phone as people write it in Argentina ('011 15-2345-6789'); a foreign one internationally. */
export function formatPhone(e164: string): string {
  const phone = parse(e164);
  if (!phone) return e164;
  return phone.country === 'AR' ? phone.formatNational() : phone.formatInternational();
}

/**
 * The digits wa.me takes for a stored phone, or null. Only Argentine mobiles get them: landlines are
 * rarely on WhatsApp, and the 'min' metadata cannot tell a foreign mobile from a landline.
 */
export function whatsAppNumber(e164: string): string | null {
  return e164.startsWith(ARGENTINE_MOBILE_PREFIX) && parse(e164) ? digitsOf(e164) : null;
}
