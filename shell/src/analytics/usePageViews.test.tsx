import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router';
import { fakeApi, restoreApi } from '@homewise/platform/testing';
import { usePageViews } from './usePageViews';

function Reporter() {
  usePageViews();
  const navigate = useNavigate();
  return <button onClick={() => navigate('/CutMyCosts')}>Cut My Costs</button>;
}

describe('page views', () => {
  const idle: (() => void)[] = [];
  beforeEach(() => {
    idle.length = 0;
    window.requestIdleCallback = jest.fn((callback: IdleRequestCallback) => {
      idle.push(() => callback({ didTimeout: false, timeRemaining: () => 50 }));
      return idle.length;
    });
  });
  afterEach(() => {
    restoreApi();
    delete (window as Partial<Window>).requestIdleCallback;
  });

  it('reports each page once the browser is idle, not while the page is still loading, with the page before as referrer', async () => {
    const calls = fakeApi({ 'POST /analytics/page-view': { status: 201, body: {} } });
    render(
      <MemoryRouter initialEntries={['/Dashboard']}>
        <Reporter />
      </MemoryRouter>,
    );
    expect(calls).toEqual([]);
    await act(async () => idle.shift()?.());
    fireEvent.click(screen.getByRole('button', { name: 'Cut My Costs' }));
    expect(calls).toHaveLength(1);
    await act(async () => idle.shift()?.());
    expect(calls.map((call) => call.body)).toEqual([
      { path: '/Dashboard', referrer: null },
      { path: '/CutMyCosts', referrer: `${window.location.origin}/Dashboard` },
    ]);
  });
});
