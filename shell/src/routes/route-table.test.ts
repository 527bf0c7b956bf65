import { REMOTES } from '@homewise/platform/federation';
import { findPage, navigationFor, PAGES, roleMayOpen, pageByName, showsServerData } from './route-table';

describe('page lookup (spec section 2)', () => {
  it('is case-insensitive on the last path segment', () => {
    expect(findPage('/DASHBOARD').name).toBe('Dashboard');
    expect(findPage('/dashboard').name).toBe('Dashboard');
    expect(findPage('/cutmycosts').name).toBe('CutMyCosts');
    expect(findPage('/some/where/Profile').name).toBe('Profile');
  });
  it('reaches pages by the navigation helper paths (hyphenated names)', () => {
    expect(findPage('/my-home-equity').name).toBe('MyHomeEquity');
    expect(findPage('/forgot-password').name).toBe('ForgotPassword');
    expect(findPage('/reset-password').name).toBe('ResetPassword');
    expect(findPage('/verify-email').name).toBe('VerifyEmail');
  });
  it('maps / and /Home to the Landing page', () => {
    expect(findPage('/').name).toBe('Landing');
    expect(findPage('/Home').name).toBe('Landing');
  });
  it('falls back to the first page for unknown paths', () => {
    expect(PAGES[0].name).toBe('Dashboard');
    expect(findPage('/no-such-page').name).toBe('Dashboard');
    expect(findPage('/%E0%A4%A').name).toBe('Dashboard');
  });
  it('keeps the auth pages outside the app layout', () => {
    for (const name of ['Login', 'Signup', 'ForgotPassword', 'ResetPassword', 'VerifyEmail', 'Landing']) expect(pageByName(name).layout).toBe(false);
    for (const name of ['Dashboard', 'Profile', 'About', 'Contact']) expect(pageByName(name).layout).toBe(true);
  });
  it('only names pages that their remote exposes', () => {
    for (const page of PAGES) expect(REMOTES[page.remote].pages).toContain(page.name);
  });
});

describe('navigation by role (spec section 6)', () => {
  const titles = (role: Parameters<typeof navigationFor>[0]) => navigationFor(role).map((p) => p.title);
  it('gives customers the four main areas', () => {
    expect(titles('customer')).toEqual(['Dashboard', 'Cut My Costs', 'Extra Payments', 'My Home Equity']);
  });
  it('adds Clients for loan officers, and Rate and User Management for admins', () => {
    expect(titles('loan_officer')).toEqual([...titles('customer'), 'Clients']);
    expect(titles('admin')).toEqual([...titles('customer'), 'Clients', 'Rate Management', 'User Management']);
  });
  it('gates the role pages', () => {
    expect(roleMayOpen(pageByName('Clients'), 'customer')).toBe(false);
    expect(roleMayOpen(pageByName('Clients'), 'loan_officer')).toBe(true);
    expect(roleMayOpen(pageByName('UserManagement'), 'loan_officer')).toBe(false);
    expect(roleMayOpen(pageByName('UserManagement'), 'admin')).toBe(true);
    expect(roleMayOpen(pageByName('Dashboard'), 'customer')).toBe(true);
  });
});

describe('pages that show server data', () => {
  it('are every signed-in page and the mail links that read the API (Claim, Unsubscribe); not the public site, nor sign-in', () => {
    const shows = PAGES.filter(showsServerData).map((p) => p.name);
    expect(shows).toEqual(expect.arrayContaining(['Dashboard', 'Profile', 'Clients', 'UserManagement', 'Claim', 'Unsubscribe']));
    for (const name of ['Landing', 'About', 'Login', 'Signup', 'ForgotPassword']) expect(shows).not.toContain(name);
  });

  it('are the pages whose byte budgets count the query library (byte-budgets.json shellGroupsBesidePages)', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a JSON file of the repository root
    const budgets = require('../../../byte-budgets.json') as { shellGroupsBesidePages: { query: string[] } };
    const shows = PAGES.filter(showsServerData).map((p) => `${p.remote}/${p.name}`);
    expect([...budgets.shellGroupsBesidePages.query].sort()).toEqual(shows.sort());
  });
});

describe('what the Clients page reads first', () => {
  afterEach(() => window.localStorage.clear());

  it('is its first page and top opportunities, for the threshold this device keeps (as the page asks for them)', () => {
    const reads = () => {
      const { reads: first } = findPage('/Clients');
      return typeof first === 'function' ? first() : first;
    };
    expect(reads()).toEqual(['/loan-officer/clients?sort=-joined&threshold=0.0075&limit=50', '/loan-officer/clients?filter=opportunities&sort=-savings&threshold=0.0075&limit=5']);
    window.localStorage.setItem('homewise.clients.opportunityThreshold', '0.01');
    expect(reads()).toEqual(['/loan-officer/clients?sort=-joined&threshold=0.01&limit=50', '/loan-officer/clients?filter=opportunities&sort=-savings&threshold=0.01&limit=5']);
  });
});
