import { parseRouteId } from './route-id';

describe('parseRouteId', () => {
  it.each(['1', '7', '123456'])('reads %s as a positive integer', (param) => {
    expect(parseRouteId(param)).toBe(Number(param));
  });

  it.each([undefined, '', 'abc', '0', '-3', '7.5', '07', '1e3', '99999999999999999999'])(
    'refuses %s',
    (param) => {
      expect(parseRouteId(param)).toBeUndefined();
    },
  );
});
