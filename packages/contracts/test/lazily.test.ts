import { lazily } from '../src/lazily.js';

describe('lazily', () => {
  it('makes nothing until first asked, then the same value every time', () => {
    const make = jest.fn(() => ({ made: true }));
    const value = lazily(make);
    expect(make).not.toHaveBeenCalled();
    const first = value();
    expect(value()).toBe(first);
    expect(make).toHaveBeenCalledTimes(1);
  });
});
