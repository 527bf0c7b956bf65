import { render, screen } from '@testing-library/react';
import { houseSegments } from '../equity-view';
import { HouseGraphic } from './HouseGraphic';

const heightOf = (container: HTMLElement, segment: string) => Number(container.querySelector(`[data-segment="${segment}"]`)?.getAttribute('height'));

describe('HouseGraphic', () => {
  it('is one image described in words for screen readers', () => {
    render(<HouseGraphic house={houseSegments(450000, 300000)} />);
    const image = screen.getByRole('img', { name: /Your home equity/ });
    expect(image.getAttribute('aria-labelledby')?.split(' ')).toHaveLength(2);
    expect(screen.getByText('Home value $450,000: your equity $150,000 (33%) and your loan $300,000.').tagName.toLowerCase()).toBe('desc');
  });

  it('draws equity and loan in proportion to the numbers', () => {
    const { container } = render(<HouseGraphic house={houseSegments(400000, 300000)} />);
    const equity = heightOf(container, 'equity');
    const loan = heightOf(container, 'loan');
    expect(equity / (equity + loan)).toBeCloseTo(0.25, 10);
    expect(loan / equity).toBeCloseTo(3, 10);
    expect(container.textContent).toContain('Equity 25%');
    expect(container.textContent).toContain('Loan 75%');
  });

  it('fills the house with the loan when it is under water, and says so', () => {
    const { container } = render(<HouseGraphic house={houseSegments(200000, 250000)} />);
    expect(heightOf(container, 'equity')).toBe(0);
    expect(heightOf(container, 'loan')).toBeGreaterThan(0);
    expect(screen.getByRole('note').textContent).toBe('Your loan is $50,000 more than your home is worth.');
  });

  it('lists the figures as text beside the drawing', () => {
    render(<HouseGraphic house={houseSegments(450000, 300000)} />);
    const legend = screen.getByRole('list');
    expect(legend.textContent).toContain('Home value $450,000');
    expect(legend.textContent).toContain('Equity $150,000');
    expect(legend.textContent).toContain('Loan $300,000');
  });
});
