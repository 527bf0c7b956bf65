import { fireEvent, render, screen } from '@testing-library/react';
import { OpportunitiesCard } from './OpportunitiesCard';

const noop = () => undefined;
const card = (threshold: number) => <OpportunitiesCard list={null} top={null} threshold={threshold} onThresholdChange={noop} onShowAll={noop} />;

describe('OpportunitiesCard', () => {
  it('keeps what the officer typed across renders, and shows a threshold changed from outside', () => {
    const { rerender } = render(card(0.0075));
    const field = screen.getByLabelText('Flag clients this many points above the market rate') as HTMLInputElement;
    expect(field.value).toBe('0.75');
    fireEvent.change(field, { target: { value: '1.1' } });
    rerender(card(0.0075));
    expect(field.value).toBe('1.1');
    rerender(card(0.0125));
    expect(field.value).toBe('1.25');
  });
});
