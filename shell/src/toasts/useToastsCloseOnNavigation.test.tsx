import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router';
import { toast, toastStore } from '@homewise/platform';
import { useToastsCloseOnNavigation } from './useToastsCloseOnNavigation';

function Page() {
  useToastsCloseOnNavigation();
  const navigate = useNavigate();
  return <button onClick={() => navigate('/onboarding')}>Create Account</button>;
}

const openTitles = () => toastStore.getState().toasts.filter((t) => t.open).map((t) => t.title);

describe('toasts as the page changes', () => {
  let now = 0;
  beforeEach(() => {
    now = 1_000_000;
    jest.spyOn(Date, 'now').mockImplementation(() => now);
    toastStore.setState({ toasts: [] });
  });
  afterEach(() => {
    jest.restoreAllMocks();
    delete (window as { navigation?: unknown }).navigation;
  });

  it('keeps the toast that announced the change though the new page took seconds to draw, and closes the older ones', () => {
    // The Navigation API: its `navigate` event fires as the URL changes (before the page is drawn).
    const navigation = new EventTarget();
    Object.assign(window, { navigation });
    render(
      <MemoryRouter initialEntries={['/signup']}>
        <Page />
      </MemoryRouter>,
    );
    toast({ title: 'Check the form' });
    now += 5_000;
    toast({ title: 'Account Created!', variant: 'success' });
    navigation.dispatchEvent(new Event('navigate'));
    // The onboarding page's remote downloads for 3 s on a busy machine before it is drawn.
    now += 3_000;
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Create Account' })));
    expect(openTitles()).toEqual(['Account Created!']);
  });

  it('without the Navigation API counts from when the new page is drawn', () => {
    render(
      <MemoryRouter initialEntries={['/Dashboard']}>
        <Page />
      </MemoryRouter>,
    );
    toast({ title: 'Could not save' });
    now += 5_000;
    toast({ title: 'Saved', variant: 'success' });
    now += 200;
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Create Account' })));
    expect(openTitles()).toEqual(['Saved']);
  });
});
