import type { ApiResponse } from '@homewise/platform/early-answer';
import { loadRemotePage } from '../remotes/remote-loader';
import { findPage } from './route-table';

jest.mock('../remotes/remote-loader', () => ({ loadRemotePage: jest.fn(async () => () => null) }));

/** The module as a page's start finds it: nothing asked, the platform not loaded yet. */
function freshStart(): typeof import('./early-session') {
  let module: typeof import('./early-session') | undefined;
  jest.isolateModules(() => {
    module = jest.requireActual('./early-session');
  });
  return module!;
}

/** The server: each path's answer (status and body); every ask is noted. */
function serve(answers: Record<string, { status: number; body: unknown }>) {
  const fetchMock = jest.fn(async (url: string) => {
    const answer = answers[url] ?? { status: 404, body: { message: 'Not Found' } };
    return { status: answer.status, statusText: '', text: async () => JSON.stringify(answer.body), headers: new Map() };
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return () => fetchMock.mock.calls.map(([url]) => url);
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const customer = { id: 'u1', role: 'customer' };

describe('the first requests of a signed-in page', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
    jest.mocked(loadRemotePage).mockClear();
  });

  it('checks the session at once, then loads the remote, the profile and what the page reads', async () => {
    const asked = serve({ '/api/auth/user': { status: 200, body: customer }, '/api/rates': { status: 200, body: [{ loanType: '30_year_fixed' }] } });
    const { startSignedInPage } = freshStart();
    startSignedInPage(findPage('/CutMyCosts'), { signedInHint: false });
    expect(asked()).toEqual(['/api/auth/user']);
    expect(loadRemotePage).not.toHaveBeenCalled();
    await settle();
    expect(loadRemotePage).toHaveBeenCalledTimes(1);
    expect(loadRemotePage).toHaveBeenCalledWith('calculators', 'CutMyCosts');
    expect(asked()).toEqual(['/api/auth/user', '/api/mortgage-profile', '/api/rates', '/api/market-rates']);
  });

  it('hands the answers to the platform: those asked before it loaded, then each as it is asked', async () => {
    serve({ '/api/auth/user': { status: 200, body: customer }, '/api/rates': { status: 200, body: [{ loanType: '30_year_fixed' }] } });
    const { startSignedInPage, handEarlyAnswersTo } = freshStart();
    startSignedInPage(findPage('/CutMyCosts'), { signedInHint: false });
    const handed = new Map<string, Promise<ApiResponse>>();
    handEarlyAnswersTo((answers) => {
      for (const [path, answer] of answers) handed.set(path, answer);
    });
    expect([...handed.keys()]).toEqual(['/auth/user']);
    await settle();
    expect([...handed.keys()]).toEqual(['/auth/user', '/mortgage-profile', '/rates', '/market-rates']);
    await expect(handed.get('/rates')).resolves.toMatchObject({ status: 200, data: [{ loanType: '30_year_fixed' }] });
  });

  it('downloads nothing of the page for a visitor who is not signed in, nor for a role the page refuses', async () => {
    let asked = serve({ '/api/auth/user': { status: 401, body: { message: 'Unauthorized' } } });
    freshStart().startSignedInPage(findPage('/Dashboard'), { signedInHint: false });
    await settle();
    expect(asked()).toEqual(['/api/auth/user']);
    asked = serve({ '/api/auth/user': { status: 200, body: customer } });
    freshStart().startSignedInPage(findPage('/RateManagement'), { signedInHint: false });
    await settle();
    expect(asked()).toEqual(['/api/auth/user']);
    expect(loadRemotePage).not.toHaveBeenCalled();
  });

  it('loads a role-limited page\'s code on the signed-in note, and its data only once the check names a role it allows', async () => {
    const reads = { ...findPage('/Clients'), reads: ['/loan-officer/clients'] };
    let asked = serve({ '/api/auth/user': { status: 200, body: customer } });
    freshStart().startSignedInPage(reads, { signedInHint: true });
    expect(loadRemotePage).toHaveBeenCalledWith('dashboard', 'Clients');
    await settle();
    expect(asked()).toEqual(['/api/auth/user']);
    asked = serve({ '/api/auth/user': { status: 200, body: { ...customer, role: 'loan_officer' } } });
    freshStart().startSignedInPage(reads, { signedInHint: true });
    expect(asked()).toEqual(['/api/auth/user']);
    await settle();
    expect(asked()).toEqual(['/api/auth/user', '/api/loan-officer/clients']);
    expect(loadRemotePage).toHaveBeenCalledTimes(2);
  });

  it('asks for a role-limited page\'s data at once when the browser also notes a role it allows, and not for another role', async () => {
    const reads = { ...findPage('/Clients'), reads: ['/loan-officer/clients'] };
    let asked = serve({ '/api/auth/user': { status: 200, body: { ...customer, role: 'loan_officer' } } });
    freshStart().startSignedInPage(reads, { signedInHint: true, notedRole: 'loan_officer' });
    expect(loadRemotePage).toHaveBeenCalledWith('dashboard', 'Clients');
    expect(asked()).toEqual(['/api/auth/user', '/api/loan-officer/clients']);
    await settle();
    // Once: the check's answer does not ask again.
    expect(asked()).toEqual(['/api/auth/user', '/api/loan-officer/clients']);
    // A customer's note, or a role note without the signed-in note: the data waits for the check.
    asked = serve({ '/api/auth/user': { status: 200, body: customer } });
    freshStart().startSignedInPage(reads, { signedInHint: true, notedRole: 'customer' });
    freshStart().startSignedInPage(reads, { signedInHint: false, notedRole: 'loan_officer' });
    await settle();
    expect(asked()).toEqual(['/api/auth/user', '/api/auth/user']);
  });

  it('opens a role-limited page to a role it allows', async () => {
    const asked = serve({ '/api/auth/user': { status: 200, body: { ...customer, role: 'admin' } } });
    freshStart().startSignedInPage(findPage('/RateManagement'), { signedInHint: false });
    await settle();
    expect(loadRemotePage).toHaveBeenCalledWith('calculators', 'RateManagement');
    expect(asked()).toEqual(['/api/auth/user']);
  });

  it('does not wait for the check when the browser notes someone was signed in and the page is for every role', async () => {
    const asked = serve({ '/api/auth/user': { status: 200, body: customer } });
    freshStart().startSignedInPage(findPage('/ExtraPayments'), { signedInHint: true });
    expect(loadRemotePage).toHaveBeenCalledWith('calculators', 'ExtraPayments');
    expect(asked()).toEqual(['/api/auth/user', '/api/mortgage-profile']);
    await settle();
    // Once: the check's answer does not start the page again.
    expect(loadRemotePage).toHaveBeenCalledTimes(1);
    expect(asked()).toEqual(['/api/auth/user', '/api/mortgage-profile']);
  });
});
