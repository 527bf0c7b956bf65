import { percentile } from '../lib/percentile.mjs';

describe('the benches’ latency percentiles', () => {
  const oneToHundred = Array.from({ length: 100 }, (_, i) => 100 - i);

  it('takes the nearest rank, whatever the order the values came in', () => {
    expect(percentile(oneToHundred, 50)).toBe(50);
    expect(percentile(oneToHundred, 99)).toBe(99);
    expect(percentile(oneToHundred, 100)).toBe(100);
    expect(percentile([3, 1, 2], 99)).toBe(3);
  });

  it('gives a tenth of a millisecond, and NaN when nothing was answered', () => {
    expect(percentile([1.26, 2.04], 50)).toBe(1.3);
    expect(percentile([], 99)).toBeNaN();
  });
});
