import { act, renderHook, waitFor } from '@testing-library/react';
import type { MortgageProfile } from '@homewise/contracts';
import { sessionStore, setUser } from '../session/session-store';
import { fakeApi, restoreApi, testUser } from '../testing';
import { prefetchMortgageProfile } from './prefetch';
import { EMPTY_MORTGAGE_FORM, mortgageFormFrom } from './mortgage-form';
import { fetchExtraPayments } from './mortgage-profile-api';
import { PROFILE_LOAD_FALLBACK, useMortgageProfile } from './useMortgageProfile';

const user = testUser({ onboardingCompleted: false });
const profile: MortgageProfile = {
  id: 'p1', propertyAddress: '1 Main St, Springfield', purchaseDate: '2020-05-01', purchasePrice: 400000,
  originalLoanAmount: 200000, currentBalance: 180000, originalInterestRate: 0.06, loanTermYears: 30, loanType: '30_year_fixed',
  monthlyPayment: 1199.1, firstPaymentDate: '2020-06-01', currentHomeValue: 450000, createdAt: '', updatedAt: '',
};

let logged: jest.SpyInstance;
beforeEach(() => {
  setUser(user);
  logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  restoreApi();
  logged.mockRestore();
});

describe('useMortgageProfile', () => {
  it('is loading, then has the profile', async () => {
    fakeApi({ 'GET /mortgage-profile': { status: 200, body: profile } });
    const { result } = renderHook(() => useMortgageProfile());
    expect(result.current).toMatchObject({ loading: true, profile: undefined, error: null });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current).toMatchObject({ profile, error: null });
  });

  it('opens with the profile the shell started loading, without asking again', async () => {
    const calls = fakeApi({ 'GET /mortgage-profile': { status: 200, body: profile } });
    prefetchMortgageProfile();
    // A page opening while the shell's request is under way shares it.
    const { result } = renderHook(() => useMortgageProfile());
    await waitFor(() => expect(result.current.profile).toEqual(profile));
    const { result: next } = renderHook(() => useMortgageProfile());
    expect(next.current).toMatchObject({ loading: false, profile });
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual(['GET /mortgage-profile']);
  });

  it('reads an empty answer or JSON null as "no profile"', async () => {
    for (const body of [null, '']) {
      fakeApi({ 'GET /mortgage-profile': { status: 200, body } });
      const { result, unmount } = renderHook(() => useMortgageProfile());
      await waitFor(() => expect(result.current.loading).toBe(false));
      expect(result.current).toMatchObject({ profile: null, error: null });
      unmount();
    }
  });

  it('says why loading failed, and a reload that works clears it', async () => {
    let fail = true;
    fakeApi({
      'GET /mortgage-profile': () => (fail ? { status: 500, body: { statusCode: 500, message: 'Database unavailable' } } : { status: 200, body: profile }),
    });
    const { result } = renderHook(() => useMortgageProfile());
    await waitFor(() => expect(result.current.error).toBe('Database unavailable'));
    expect(result.current.profile).toBeNull();
    fail = false;
    await act(() => result.current.reload());
    expect(result.current).toMatchObject({ profile, error: null });
  });

  it('falls back to a plain sentence when there was no answer at all', async () => {
    fakeApi({ 'GET /mortgage-profile': 'network-error' });
    const { result } = renderHook(() => useMortgageProfile());
    await waitFor(() => expect(result.current.error).toBe(PROFILE_LOAD_FALLBACK));
  });

  it('asks for the user again on 401, so the shell can run its logged-out flow', async () => {
    const calls = fakeApi({ 'GET /mortgage-profile': { status: 401, body: { message: 'Not signed in' } }, 'GET /auth/user': { status: 401, body: {} } });
    renderHook(() => useMortgageProfile());
    await waitFor(() => expect(sessionStore.getState()).toMatchObject({ user: null, status: 'ready' }));
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['GET /mortgage-profile', 'GET /auth/user']);
  });

  it('shares the first load with a reload asked meanwhile, and keeps only the newest answer after that', async () => {
    const answers: ((value: unknown) => void)[] = [];
    fakeApi({ 'GET /mortgage-profile': { status: 200, body: null } });
    const { api } = await import('../api/client');
    api.defaults.adapter = () => new Promise((resolve) => answers.push((data) => resolve({ status: 200, statusText: 'OK', data })));
    const { result } = renderHook(() => useMortgageProfile());
    let reloaded: Promise<unknown> = Promise.resolve();
    act(() => {
      reloaded = result.current.reload();
    });
    await waitFor(() => expect(answers).toHaveLength(1));
    await act(async () => {
      answers[0](profile);
      await reloaded;
    });
    expect(result.current.profile).toEqual(profile);

    // Two reloads under way: the older one's late answer does not replace the newer one's.
    let newer: Promise<unknown> = Promise.resolve();
    act(() => void result.current.reload());
    await waitFor(() => expect(answers).toHaveLength(2));
    act(() => {
      newer = result.current.reload();
    });
    await waitFor(() => expect(answers).toHaveLength(3));
    await act(async () => {
      answers[2]({ ...profile, currentBalance: 170000 });
      await newer;
      answers[1]({ ...profile, currentBalance: 175000 });
    });
    expect(result.current.profile?.currentBalance).toBe(170000);
  });

  it('updates an existing profile with the form (rate as a fraction)', async () => {
    const calls = fakeApi({
      'GET /mortgage-profile': { status: 200, body: profile },
      'PATCH /mortgage-profile/p1': ({ body }) => ({ status: 200, body: { ...profile, ...(body as object) } }),
    });
    const { result } = renderHook(() => useMortgageProfile());
    await waitFor(() => expect(result.current.profile).toEqual(profile));
    await act(() => result.current.save({ ...mortgageFormFrom(profile), interestRatePercent: '6.875' }));
    expect(calls.find((c) => c.method === 'PATCH')?.body).toMatchObject({ originalInterestRate: 0.06875, currentBalance: 180000 });
    expect(result.current.profile?.originalInterestRate).toBe(0.06875);
    expect(calls.some((c) => c.url === '/user/onboarding')).toBe(false);
  });

  it('creates the profile with the fallbacks, then completes onboarding and refreshes the user', async () => {
    const calls = fakeApi({
      'GET /mortgage-profile': { status: 200, body: null },
      'POST /mortgage-profile': { status: 201, body: profile },
      'PATCH /user/onboarding': { status: 200, body: { ...user, onboardingCompleted: true } },
      'GET /auth/user': { status: 200, body: { ...user, onboardingCompleted: true } },
    });
    const { result } = renderHook(() => useMortgageProfile());
    await waitFor(() => expect(result.current.profile).toBeNull());
    await act(() => result.current.save({ ...EMPTY_MORTGAGE_FORM, purchasePrice: '400000', originalLoanAmount: '200000', interestRatePercent: '6', monthlyPayment: '1199.10' }));
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['GET /mortgage-profile', 'POST /mortgage-profile', 'PATCH /user/onboarding', 'GET /auth/user']);
    expect(calls[1].body).toEqual({
      propertyAddress: '', purchaseDate: null, purchasePrice: 400000, originalLoanAmount: 200000, currentBalance: 200000,
      originalInterestRate: 0.06, loanTermYears: 30, loanType: '30_year_fixed', monthlyPayment: 1199.1, firstPaymentDate: null, currentHomeValue: 400000,
      // No escrow given; a fixed-rate loan sends no ARM terms.
      propertyTaxYearly: null, insuranceYearly: null, hoaMonthly: null, pmiMonthly: null,
      armMargin: null, armIndexRate: null, armInitialCap: null, armPeriodicCap: null, armLifetimeCap: null,
    });
    expect(result.current.profile).toEqual(profile);
    expect(sessionStore.getState().user?.onboardingCompleted).toBe(true);
  });

  it('fails a create the server answered without a profile, and leaves onboarding alone', async () => {
    const calls = fakeApi({ 'GET /mortgage-profile': { status: 200, body: null }, 'POST /mortgage-profile': { status: 201, body: {} } });
    const { result } = renderHook(() => useMortgageProfile());
    await waitFor(() => expect(result.current.profile).toBeNull());
    await expect(result.current.save({ ...EMPTY_MORTGAGE_FORM })).rejects.toThrow('Failed to create mortgage profile - no profile returned');
    expect(calls.some((c) => c.url === '/user/onboarding')).toBe(false);
  });
});

describe('fetchExtraPayments', () => {
  it('lists the payments newest first', async () => {
    const payment = (id: string, paymentDate: string) => ({ id, mortgageProfileId: 'p1', paymentDate, amount: 100, createdAt: `${paymentDate}T00:00:00Z` });
    const calls = fakeApi({ 'GET /mortgage-profile/p1/extra-payments': { status: 200, body: [payment('a', '2024-01-05'), payment('b', '2025-02-01'), payment('c', '2024-07-15')] } });
    expect((await fetchExtraPayments('p1')).map((p) => p.id)).toEqual(['b', 'c', 'a']);
    expect(calls).toHaveLength(1);
  });
});
