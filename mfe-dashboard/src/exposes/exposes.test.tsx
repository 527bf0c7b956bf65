import type { ComponentType } from 'react';
import { screen } from '@testing-library/react';
import { setUser } from '@homewise/platform';
import { fakeApi, renderPage, restoreApi, testUser } from '@homewise/platform/testing';
import { REMOTES } from '@homewise/platform/federation';

// Every page named in the federation contract exists and renders a titled page — as the shell
// renders these pages: with a signed-in user (here a new one, whose mortgage profile is empty).
beforeEach(() => {
  setUser(testUser({ onboardingCompleted: false }));
  fakeApi({ 'GET /mortgage-profile': { status: 200, body: null } });
});
afterEach(restoreApi);

describe.each(REMOTES.dashboard.pages)('exposed page %s', (page) => {
  it('default-exports a component that renders a heading', async () => {
    const module = (await import(`./${page}`)) as { default: ComponentType };
    expect(typeof module.default).toBe('function');
    renderPage(<module.default />);
    expect((await screen.findAllByRole('heading', { level: 1 })).length).toBeGreaterThan(0);
  });
});
