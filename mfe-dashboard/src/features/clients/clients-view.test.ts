import { ariaSort, breakEvenText, capacityOf, nextSort, pageSummary, parseThresholdPoints, shareLinks, thresholdPoints, trialOf } from './clients-view';

const NOW = Date.parse('2026-06-15T12:00:00Z');

describe('the opportunity threshold', () => {
  it('is typed in points and sent as a fraction, without float noise', () => {
    expect(thresholdPoints(0.0075)).toBe('0.75');
    expect(parseThresholdPoints(' 0.75 ')).toEqual({ fraction: 0.0075 });
    expect(parseThresholdPoints('1.1')).toEqual({ fraction: 0.011 });
    expect(parseThresholdPoints('0')).toEqual({ fraction: 0 });
    expect(parseThresholdPoints('5')).toEqual({ fraction: 0.05 });
  });

  it.each(['', 'abc', '-0.5', '5.01', '75'])('refuses %p with a message', (text) => {
    expect(parseThresholdPoints(text)).toEqual({ error: 'Enter points from 0 to 5, e.g. 0.75.' });
  });
});

describe('sorting by a column', () => {
  it('starts text A–Z and figures biggest first, then flips on the next click', () => {
    expect(nextSort('-joined', 'name')).toBe('name');
    expect(nextSort('name', 'name')).toBe('-name');
    expect(nextSort('-name', 'name')).toBe('name');
    expect(nextSort('-joined', 'balance')).toBe('-balance');
    expect(nextSort('-balance', 'balance')).toBe('balance');
    expect(ariaSort('-balance', 'balance')).toBe('descending');
    expect(ariaSort('balance', 'balance')).toBe('ascending');
    expect(ariaSort('balance', 'rate')).toBe('none');
  });
});

describe('page and plan summaries', () => {
  it('says which clients are on screen', () => {
    expect(pageSummary({ offset: 50, total: 5000, clients: new Array(50) })).toBe('Showing 51–100 of 5,000');
    expect(pageSummary({ offset: 0, total: 0, clients: [] })).toBe('No clients on this page of 0');
  });

  it('measures the plan: 3 of 5, nearly full at 80 %, full at the limit', () => {
    expect(capacityOf({ plan: 'free', clientLimit: 5, clientCount: 3 })).toMatchObject({ label: '3 of 5 clients', percent: 60, full: false, nearlyFull: false, planName: 'Free Starter' });
    expect(capacityOf({ plan: 'free', clientLimit: 5, clientCount: 4 })).toMatchObject({ nearlyFull: true, full: false });
    expect(capacityOf({ plan: 'free', clientLimit: 5, clientCount: 5 })).toMatchObject({ full: true, nearlyFull: false, percent: 100 });
    expect(capacityOf({ plan: 'pro', clientLimit: 5000, clientCount: 1234 })).toMatchObject({ label: '1,234 of 5,000 clients', planName: 'Loan Officer Pro' });
  });

  it('builds the two links to share and the break-even text', () => {
    expect(shareLinks('AB2CD3EF', 'https://app.example')).toEqual({
      signup: 'https://app.example/signup?lo=AB2CD3EF',
      landing: 'https://app.example/lo/AB2CD3EF',
    });
    expect(breakEvenText(null)).toBe('Never');
    expect(breakEvenText(1)).toBe('1 month');
    expect(breakEvenText(18)).toBe('18 months');
  });
});

describe('a Pro trial', () => {
  it('says when it ends and the days left, a part day counting as one', () => {
    expect(trialOf({ plan: 'pro', planTrialEndsAt: '2026-06-29T12:00:00Z' }, NOW)).toEqual({ endsOn: 'Jun 29, 2026', daysLeft: 14 });
    expect(trialOf({ plan: 'pro', planTrialEndsAt: '2026-06-15T13:00:00Z' }, NOW)).toEqual({ endsOn: 'Jun 15, 2026', daysLeft: 1 });
  });

  it('is no trial on a paid Pro plan or on Free', () => {
    expect(trialOf({ plan: 'pro', planTrialEndsAt: null }, NOW)).toBeNull();
    expect(trialOf({ plan: 'free', planTrialEndsAt: null }, NOW)).toBeNull();
  });
});
