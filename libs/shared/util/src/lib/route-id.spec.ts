import { parseRouteId } from './route-id';

describe('parseRouteId', () => {
  it.each(['1', '7', '123456', '2147483647'])('reads %s as a positive integer', (param) => {
    expect(parseRouteId(param)).toBe(Number(param));
  });

  it.each([
    undefined,
    '',
    'abc',
    '0',
    '-3',
    '+7',
    '7.5',
    '7.0',
    '07',
    '1e3',
    '2e1',
    '0x14',
    '0b101',
    ' 7',
    '2147483648',
    '99999999999999999999',
  ])('refuses %s', (param) => {
    expect(parseRouteId(param)).toBeUndefined();
  });
});
