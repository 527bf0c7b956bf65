import type { ComponentType } from 'react';
import { screen } from '@testing-library/react';
import { renderPage } from '@homewise/platform/testing';
import { REMOTES } from '@homewise/platform/federation';

// Every page named in the federation contract exists and renders a titled page, with its
// headings in order and every link going somewhere (axe checks the rest in the browser tests).
describe.each(REMOTES.marketing.pages)('exposed page %s', (page) => {
  async function renderExposed() {
    const module = (await import(`./${page}`)) as { default: ComponentType };
    expect(typeof module.default).toBe('function');
    return renderPage(<module.default />, { url: `/${page}` });
  }

  it('default-exports a component that renders one h1', async () => {
    await renderExposed();
    expect(await screen.findAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('has headings in order: h1 first, never skipping a level', async () => {
    const { container } = await renderExposed();
    const levels = [...container.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => Number(h.tagName[1]));
    expect(levels[0]).toBe(1);
    levels.forEach((level, i) => {
      if (i > 0) expect(level).toBeLessThanOrEqual(levels[i - 1] + 1);
    });
  });

  it('has no link without a destination and no image without a text alternative', async () => {
    const { container } = await renderExposed();
    for (const link of container.querySelectorAll('a')) {
      expect(link.getAttribute('href')).toMatch(/^(\/|#|https?:|mailto:|tel:)/);
      expect(link).toHaveAccessibleName();
    }
    for (const image of container.querySelectorAll('img')) expect(image).toHaveAttribute('alt');
  });
});
