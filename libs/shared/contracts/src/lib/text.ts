/**
 * How every text field is measured and accepted, by the web forms and the API alike. Length counts
 * Unicode code points, as MySQL/MariaDB count a utf8mb4 VARCHAR's characters, so a text that passes
 * validation always fits its column (ARCHITECTURE section 3): '❤️' is two, 'é' written as e + U+0301 is two.
 */
import { VALIDATION_MESSAGES } from './errors';

/** A limit or a pattern and its Spanish message, in react-hook-form's shape. */
export interface Rule<T> {
  readonly value: T;
  readonly message: string;
}

/** The rules of one text field; `required` is the message when it is empty. */
export interface TextRules {
  readonly required?: string;
  readonly minLength?: Rule<number>;
  readonly maxLength?: Rule<number>;
  readonly pattern?: Rule<RegExp>;
}

/** Something a reader sees: not white space, not an invisible format or control character, not a mark alone. */
const VISIBLE = /[^\p{White_Space}\p{Default_Ignorable_Code_Point}\p{C}\p{M}\u2800]/u;
/** A UTF-16 surrogate without its pair: not a character, and stored as U+FFFD if let through. */
const LONE_SURROGATE = /\p{Cs}/u;

export function codePointLength(text: string): number {
  return [...text].length;
}

export const hasLoneSurrogate = (text: string): boolean => LONE_SURROGATE.test(text);

/**
 * The text as fields keep it: without surrounding white space, and empty when nothing in it is
 * visible (zero-width spaces, joiners, fillers), so such a text counts as not given.
 */
export function cleanText(text: string): string {
  const trimmed = text.trim();
  return VISIBLE.test(trimmed) ? trimmed : '';
}

/** The first broken rule's message for an already cleaned text, or undefined; empty optional text passes. */
export function textProblem(text: string, { required, minLength, maxLength, pattern }: TextRules) {
  if (text === '') return required;
  if (hasLoneSurrogate(text)) return VALIDATION_MESSAGES.malformedText;
  const length = codePointLength(text);
  if (minLength && length < minLength.value) return minLength.message;
  if (maxLength && length > maxLength.value) return maxLength.message;
  if (pattern && !pattern.value.test(text)) return pattern.message;
  return undefined;
}

/** react-hook-form rules of a text field: the same checks, order and messages as the API's. */
export const formTextRules = (rules: TextRules) => ({
  validate: (value: string | undefined) => textProblem(cleanText(value ?? ''), rules) ?? true,
});
