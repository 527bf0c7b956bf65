import type { ComponentType } from 'react';
import { screen } from '@testing-library/react';
import { renderPage } from '@homewise/platform/testing';
import { REMOTES } from '@homewise/platform/federation';

// Every page named in the federation contract exists and renders a titled page.
describe.each(REMOTES.calculators.pages)('exposed page %s', (page) => {
  it('default-exports a component that renders a heading', async () => {
    const module = (await import(`./${page}`)) as { default: ComponentType };
    expect(typeof module.default).toBe('function');
    renderPage(<module.default />);
    expect((await screen.findAllByRole('heading', { level: 1 })).length).toBeGreaterThan(0);
  });
});
