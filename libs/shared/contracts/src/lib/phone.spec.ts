import { formatPhone, phoneProblem, toE164, whatsAppNumber } from './phone';
import { PHONE_RULES } from './phone-rules';

describe('phones', () => {
  it.each([
    ['011 15-2345-6789', '+5491123456789'],
    ['+54 9 11 2345 6789', '+5491123456789'],
    ['11 15 2345 6789', '+5491123456789'],
    ['0351 15 412-3456', '+5493514123456'],
    ['+5491123456789', '+5491123456789'],
  ])('store the Argentine mobile %s as %s, a mobile for WhatsApp', (typed, e164) => {
    expect(phoneProblem(typed)).toBeUndefined();
    expect(toE164(typed)).toBe(e164);
    expect(whatsAppNumber(toE164(typed))).toBe(e164.slice(1));
  });

  it('ask for the area code of a local number, and take it with one', () => {
    expect(phoneProblem('2345-6789')).toBe(PHONE_RULES.areaCode);
    expect(toE164('2345-6789')).toBe('');
    expect(toE164('11 15 2345-6789')).toBe('+5491123456789');
  });

  it('store landlines, without WhatsApp', () => {
    expect(phoneProblem('011 4567-8901')).toBeUndefined();
    expect(toE164('011 4567-8901')).toBe('+541145678901');
    expect(toE164('351 412 3456')).toBe('+543514123456');
    expect(whatsAppNumber('+541145678901')).toBeNull();
  });

  it('refuse what is not a phone, keeping the length rule', () => {
    expect(phoneProblem('1234567890123')).toBe(PHONE_RULES.invalid);
    expect(phoneProblem('llamame al 11 15')).toBe(PHONE_RULES.invalid);
    expect(phoneProblem('tel. 3511234567')).toBe(PHONE_RULES.invalid);
    expect(phoneProblem('123')).toBe(PHONE_RULES.minLength.message);
    expect(phoneProblem('+54 9 11 2345 6789 int 1234')).toBe(PHONE_RULES.maxLength.message);
    expect(toE164('no tengo')).toBe('');
    expect(whatsAppNumber('')).toBeNull();
    expect(whatsAppNumber('+549')).toBeNull();
  });

  it('let the optional phone be empty', () => {
    expect(phoneProblem('  ')).toBeUndefined();
    expect(toE164('')).toBe('');
  });

  it('show stored phones as people write them', () => {
    expect(formatPhone('+5491123456789')).toBe('011 15-2345-6789');
    expect(formatPhone('+541145678901')).toBe('011 4567-8901');
    expect(formatPhone('+12025550143')).toBe('+1 202 555 0143');
    expect(formatPhone('')).toBe('');
  });
});
