import type { Brand } from '@homewise/contracts';
import { landingBrand } from './landing-brand';

const brand: Brand = {
  name: 'Summit Home Loans',
  logoUrl: 'https://cdn.example.com/summit.svg',
  primaryColor: '#0f766e',
  loanOfficer: { name: 'Dana Whitaker', nmlsId: '123456', email: 'dana@summit.example', phone: '+1 (555) 010-2030', photoUrl: null },
  signupUrl: 'https://app.homewise.example/signup?lo=DANA42',
};

describe('landingBrand', () => {
  it('is Homewise without a brand, with the plain signup path', () => {
    expect(landingBrand()).toEqual({
      branded: false,
      name: 'Homewise',
      logoUrl: null,
      themeStyle: undefined,
      officer: null,
      signupUrl: '/signup',
      appOrigin: '',
    });
  });

  it('carries a referral code to signup when the shell found no brand for it', () => {
    expect(landingBrand(null, 'AB C/1').signupUrl).toBe('/signup?lo=AB%20C%2F1');
  });

  it('takes the brand: name, logo, colours, officer card, signup URL and the app origin', () => {
    const view = landingBrand(brand, undefined, { embedded: true });
    expect(view.branded).toBe(true);
    expect(view.name).toBe('Summit Home Loans');
    expect(view.logoUrl).toBe('https://cdn.example.com/summit.svg');
    expect(view.themeStyle?.['--hw-color-primary']).toBe('#0f766e');
    expect(view.signupUrl).toBe('https://app.homewise.example/signup?lo=DANA42');
    // Inside the app: the path only, on whatever origin the page was opened (issue 18).
    expect(landingBrand(brand).signupUrl).toBe('/signup?lo=DANA42');
    expect(view.appOrigin).toBe('https://app.homewise.example');
    expect(view.officer).toEqual({
      name: 'Dana Whitaker',
      nmlsId: '123456',
      email: 'dana@summit.example',
      phone: '+1 (555) 010-2030',
      photoUrl: null,
      phoneHref: 'tel:+15550102030',
    });
  });

  it('drops URLs that could run script and falls back to the signup path', () => {
    const view = landingBrand({
      ...brand,
      logoUrl: 'javascript:alert(1)',
      signupUrl: 'javascript:alert(2)',
      loanOfficer: { ...brand.loanOfficer!, photoUrl: 'data:text/html,<script>' },
    });
    expect(view.logoUrl).toBeNull();
    expect(view.officer?.photoUrl).toBeNull();
    expect(view.signupUrl).toBe('/signup');
    expect(view.appOrigin).toBe('');
  });

  it('shows no officer card without an officer name, and no phone link for a phone without digits', () => {
    expect(landingBrand({ ...brand, loanOfficer: undefined }).officer).toBeNull();
    expect(landingBrand({ ...brand, loanOfficer: { ...brand.loanOfficer!, name: '  ' } }).officer).toBeNull();
    expect(landingBrand({ ...brand, loanOfficer: { ...brand.loanOfficer!, phone: 'ask me' } }).officer?.phoneHref).toBeNull();
  });

  it('keeps Homewise as the name when the brand has none', () => {
    expect(landingBrand({ ...brand, name: ' ' }).name).toBe('Homewise');
  });
});
