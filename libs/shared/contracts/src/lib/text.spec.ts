import { cleanText, codePointLength, formTextRules, hasLoneSurrogate, textProblem } from './text';

const RULES = {
  required: 'El título es requerido',
  minLength: { value: 2, message: 'Muy corto' },
  maxLength: { value: 4, message: 'Muy largo' },
  pattern: { value: /^[^x]*$/, message: 'Sin x' },
};

describe('codePointLength', () => {
  it.each([
    ['', 0],
    ['Niño', 4],
    ['❤️', 2],
    ['e\u0301', 2],
    ['👩‍👩‍👧‍👦', 7],
    ['\uD800', 1],
  ])('%j has %i code points, as a utf8mb4 VARCHAR counts them', (text, length) => {
    expect(codePointLength(text)).toBe(length);
  });
});

describe('hasLoneSurrogate', () => {
  it('finds a half of a surrogate pair alone, never a whole pair', () => {
    expect(hasLoneSurrogate('abc\uD800def')).toBe(true);
    expect(hasLoneSurrogate('\uDFFF')).toBe(true);
    expect(hasLoneSurrogate('😀 ❤️ 👩‍👩‍👧‍👦')).toBe(false);
  });
});

describe('cleanText', () => {
  it('trims, and empties a text with nothing visible in it', () => {
    expect(cleanText('  Ana  ')).toBe('Ana');
    expect(cleanText(' \u200Bhola ')).toBe('\u200Bhola');
    for (const invisible of [
      '\u200B\u200C\u200D',
      '\u2060\uFEFF\u00AD',
      '\u3164\u115F\u2800',
      ' \u0301 ',
      '\uFE0F',
    ]) {
      expect(cleanText(invisible)).toBe('');
    }
    expect(cleanText('❤️')).toBe('❤️');
  });
});

describe('textProblem', () => {
  it.each([
    ['', RULES.required],
    ['abc\uD800', 'El texto tiene caracteres no válidos'],
    ['a', RULES.minLength.message],
    ['❤️❤️❤️', RULES.maxLength.message],
    ['xx', RULES.pattern.message],
    ['❤️❤️', undefined],
  ])('%j → %j', (text, problem) => {
    expect(textProblem(text, RULES)).toBe(problem);
  });

  it('lets an empty optional text pass', () => {
    expect(textProblem('', { maxLength: RULES.maxLength })).toBeUndefined();
  });
});

describe('formTextRules', () => {
  it("validates what the form holds as the API will, with the rules' messages", () => {
    const { validate } = formTextRules(RULES);
    expect(validate(' ab ')).toBe(true);
    expect(validate('\u200B')).toBe(RULES.required);
    expect(validate(undefined)).toBe(RULES.required);
    expect(validate('❤️❤️❤️')).toBe(RULES.maxLength.message);
  });
});
