import { madeOnFirstUse } from './made-on-first-use';

describe('madeOnFirstUse', () => {
  it('builds nothing until asked, then builds once and gives the same value every time', () => {
    const make = jest.fn(() => ({ built: true }));
    const value = madeOnFirstUse(make);
    expect(make).not.toHaveBeenCalled();
    const first = value();
    expect(value()).toBe(first);
    expect(make).toHaveBeenCalledTimes(1);
  });
});
