import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { setUser } from '@homewise/platform';
import { testUser } from '@homewise/platform/testing';
import { Header } from './Header';

beforeEach(() => setUser(testUser({ role: 'admin' })));

describe('the header’s menus (issue 18: menus close on Escape)', () => {
  it('the small-screen navigation closes on Escape and its button has the focus back', () => {
    render(
      <MemoryRouter initialEntries={['/Dashboard']}>
        <Header />
      </MemoryRouter>,
    );
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    screen.getByRole('link', { name: 'Rate Management' }).focus();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });

  it('the account menu closes on Escape and its button has the focus back', () => {
    render(
      <MemoryRouter initialEntries={['/Dashboard']}>
        <Header />
      </MemoryRouter>,
    );
    const account = screen.getByRole('button', { name: /My Account/ });
    fireEvent.click(account);
    screen.getByRole('link', { name: 'Profile' }).focus();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('link', { name: 'Profile' })).toBeNull();
    expect(document.activeElement).toBe(account);
  });
});
