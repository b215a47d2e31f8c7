import { jsonShapeError, MAX_JSON_DEPTH, MAX_JSON_ITEMS } from './json-bodies';

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const list = (count: number) => `[${Array.from({ length: count }, () => '{}').join(', ')}]`;

describe('jsonShapeError', () => {
  it('accepts nesting down to the maximum depth and refuses one level more', () => {
    expect(jsonShapeError(nested(MAX_JSON_DEPTH))).toBeUndefined();
    expect(jsonShapeError(nested(MAX_JSON_DEPTH + 1))).toBe('COMMON.JSON_TOO_DEEP');
    expect(jsonShapeError(`{"a": ${nested(3000)}}`)).toBe('COMMON.JSON_TOO_DEEP');
  });

  it('counts elements and members, not containers: empty ones hold nothing', () => {
    expect(jsonShapeError(list(MAX_JSON_ITEMS))).toBeUndefined();
    expect(jsonShapeError(list(MAX_JSON_ITEMS + 1))).toBe('COMMON.PAYLOAD_TOO_LARGE');
    const members = (count: number) =>
      `{${Array.from({ length: count }, (_, index) => `"k${index}" : [ ]`).join(' ,\n')}}`;
    expect(jsonShapeError(members(MAX_JSON_ITEMS))).toBeUndefined();
    expect(jsonShapeError(members(MAX_JSON_ITEMS + 1))).toBe('COMMON.PAYLOAD_TOO_LARGE');
  });

  it('ignores brackets, commas and escaped quotes inside strings', () => {
    const text = `${'[{,'.repeat(2000)}\\"]`;
    expect(jsonShapeError(JSON.stringify({ text, more: [text, text] }))).toBeUndefined();
  });
});
