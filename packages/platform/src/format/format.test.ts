import { displayName, formatCurrency, formatPercent, initials } from './format';

describe('formatCurrency', () => {
  it('shows USD with two decimals by default and whole dollars on request', () => {
    expect(formatCurrency(1234.5)).toBe('$1,234.50');
    expect(formatCurrency(1234.5, 0)).toBe('$1,235');
    expect(formatCurrency(-20)).toBe('-$20.00');
  });
  it('says N/A for missing or non-finite values', () => {
    expect(formatCurrency(null)).toBe('N/A');
    expect(formatCurrency(Number.NaN)).toBe('N/A');
  });
});

describe('formatPercent', () => {
  it('turns a fraction into a percent with the requested decimals', () => {
    expect(formatPercent(0.0425)).toBe('4.25%');
    expect(formatPercent(0.06875, 3)).toBe('6.875%');
    expect(formatPercent(undefined)).toBe('N/A');
  });
});

describe('initials (spec section 3)', () => {
  it('uses first and last name, then first name, then email, else "?"', () => {
    expect(initials({ firstName: 'ada', lastName: 'Lovelace', email: 'x@y.z' })).toBe('AL');
    expect(initials({ firstName: 'Ada', lastName: null, email: 'x@y.z' })).toBe('A');
    expect(initials({ firstName: '', lastName: 'Lovelace', email: 'zed@y.z' })).toBe('Z');
    expect(initials({})).toBe('?');
    expect(initials(null)).toBe('?');
  });
  it('reads snake_case names too', () => {
    expect(initials({ first_name: 'Grace', last_name: 'Hopper' })).toBe('GH');
  });
});

describe('displayName (spec section 3)', () => {
  it('uses "First Last", then first name, then email, else "User"', () => {
    expect(displayName({ firstName: 'Ada', lastName: 'Lovelace', email: 'a@b.c' })).toBe('Ada Lovelace');
    expect(displayName({ firstName: 'Ada', email: 'a@b.c' })).toBe('Ada');
    expect(displayName({ lastName: 'Lovelace', email: 'a@b.c' })).toBe('a@b.c');
    expect(displayName({})).toBe('User');
  });
});
