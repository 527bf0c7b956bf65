import type { ComponentType } from 'react';
import { screen } from '@testing-library/react';
import { fakeApi, renderPage, restoreApi } from '@homewise/platform/testing';
import { REMOTES } from '@homewise/platform/federation';

// No network in unit tests: a signed-in user without a mortgage profile yet.
beforeEach(() => {
  fakeApi({
    'GET /mortgage-profile': { status: 200, body: null },
    'GET /rates': { status: 200, body: [] },
    'GET /market-rates': { status: 503, body: { statusCode: 503, message: 'No market rates yet' } },
  });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  restoreApi();
  jest.restoreAllMocks();
});

// Every page named in the federation contract exists and renders a titled page.
describe.each(REMOTES.calculators.pages)('exposed page %s', (page) => {
  it('default-exports a component that renders a heading', async () => {
    const module = (await import(`./${page}`)) as { default: ComponentType };
    expect(typeof module.default).toBe('function');
    renderPage(<module.default />);
    expect((await screen.findAllByRole('heading', { level: 1 })).length).toBeGreaterThan(0);
  });
});
