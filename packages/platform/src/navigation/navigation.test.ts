import { pageUrl, safeReturnTo } from './navigation';

describe('pageUrl (spec section 2 navigation helper)', () => {
  it('lower-cases, hyphenates spaces and prefixes a slash', () => {
    expect(pageUrl('Dashboard')).toBe('/dashboard');
    expect(pageUrl('My Home Equity')).toBe('/my-home-equity');
    expect(pageUrl('Forgot Password')).toBe('/forgot-password');
  });
});

describe('safeReturnTo', () => {
  it('keeps a same-site path with its query', () => {
    expect(safeReturnTo('/Profile')).toBe('/Profile');
    expect(safeReturnTo('/?plan=free')).toBe('/?plan=free');
  });
  it('refuses other sites, protocol-relative and backslash tricks', () => {
    expect(safeReturnTo('https://evil.example/')).toBe('/');
    expect(safeReturnTo('//evil.example')).toBe('/');
    expect(safeReturnTo('/\\evil.example')).toBe('/');
    expect(safeReturnTo('javascript:alert(1)')).toBe('/');
    expect(safeReturnTo('/ok\nbad')).toBe('/');
    expect(safeReturnTo(null, '/Dashboard')).toBe('/Dashboard');
  });
});
