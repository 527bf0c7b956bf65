import { dateTimeText } from './date-time-text';

describe('dateTimeText', () => {
  it('writes the moment on the user’s own clock (jest: America/New_York)', () => {
    expect(dateTimeText('2025-03-14T12:00:00.000Z')).toBe('Mar 14, 2025, 8:00 AM');
    expect(dateTimeText('2025-07-01T03:05:00.000Z')).toBe('Jun 30, 2025, 11:05 PM');
  });

  it('writes nothing for a time it cannot read', () => {
    expect(dateTimeText('nope')).toBe('');
  });
});
