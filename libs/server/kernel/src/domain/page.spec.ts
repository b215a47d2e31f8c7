import { offsetOf, pageRequest } from './page';

describe('pageRequest', () => {
  const limits = { defaultLimit: 9, maxLimit: 50 };

  it('defaults to the first page of the default size', () => {
    expect(pageRequest({}, limits)).toEqual({ page: 1, limit: 9 });
  });

  it('keeps the requested page and cuts the limit to the maximum', () => {
    expect(pageRequest({ page: 3, limit: 20 }, limits)).toEqual({ page: 3, limit: 20 });
    expect(pageRequest({ page: 2, limit: 500 }, limits)).toEqual({ page: 2, limit: 50 });
  });

  it('skips the rows of the previous pages', () => {
    expect(offsetOf({ page: 1, limit: 9 })).toBe(0);
    expect(offsetOf({ page: 3, limit: 9 })).toBe(18);
  });
});
