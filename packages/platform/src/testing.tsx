// Test helpers for UI workspaces (jest + Testing Library): a page rendered as the shell would
// render it, inside a router at a given URL, with the toasts shown.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { User } from '@homewise/contracts';
import { api, forgetEarlyAnswers } from './api/client';
import { forgetUserData } from './data/query-client';
import { Toaster } from './toasts/Toaster';

/** Shows the router's current location so tests can assert redirects. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** Renders `ui` at `url` (only at that path, as the shell would: navigating away unmounts it). */
export function renderPage(ui: ReactElement, { url = '/', path }: { url?: string; path?: string } = {}) {
  path ??= new URL(url, 'http://localhost').pathname;
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path={path} element={ui} />
        <Route path="*" element={null} />
      </Routes>
      <LocationProbe />
      <Toaster />
    </MemoryRouter>,
  );
}

export interface FakeCall {
  method: string;
  url: string;
  body: unknown;
  params: unknown;
}

/** What a fake route answers: a status and a body (a thrown value means "no answer at all"). */
export type FakeAnswer = { status: number; body?: unknown } | 'network-error';

/**
 * Replaces the API client's transport for one test: `routes` maps "METHOD /path" (path without
 * `/api`, query ignored: it is in the call's `params`) to an answer. Returns the calls made. Unit tests only: the browser tests
 * run against the real backend.
 */
export function fakeApi(routes: Record<string, FakeAnswer | ((call: FakeCall) => FakeAnswer | Promise<FakeAnswer>)>): FakeCall[] {
  // A new fake server: nothing cached from the previous one counts (the session is set by setUser).
  forgetUserData();
  forgetEarlyAnswers();
  const calls: FakeCall[] = [];
  api.defaults.adapter = async (request) => {
    const method = request.method.toUpperCase();
    // A query written into the path (contracts clientListPath) reads as params, as the server reads it.
    const [url, search] = request.url.split('?');
    const inPath = search ? Object.fromEntries(new URLSearchParams(search)) : undefined;
    const params = inPath || request.params ? { ...inPath, ...request.params } : undefined;
    const body = request.data ? JSON.parse(request.data) : undefined;
    const call = { method, url, body, params };
    calls.push(call);
    const route = routes[`${method} ${url}`];
    // A route may answer later (a Promise): for tests of answers that arrive out of order.
    const answer = await (typeof route === 'function' ? route(call) : (route ?? { status: 404, body: { statusCode: 404, message: `No fake route for ${method} ${url}` } }));
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    return { status: answer.status, statusText: String(answer.status), data: answer.body ?? '' };
  };
  return calls;
}

/** Puts the real transport back (call in afterEach). */
export function restoreApi(): void {
  api.defaults.adapter = undefined;
}

/** A signed-in homeowner for page tests (`setUser(testUser({ onboardingCompleted: false }))`). */
export function testUser(overrides: Partial<User> = {}): User {
  return {
    id: 'u1', email: 'casey@example.com', firstName: 'Casey', lastName: 'Homeowner', fullName: 'Casey Homeowner', phone: null, role: 'customer',
    onboardingCompleted: true, plan: null, planTrialEndsAt: null, referralCode: null, loanOfficerId: null, emailVerified: true,
    createdAt: '2025-01-01T00:00:00Z',
    ...overrides,
  };
}
