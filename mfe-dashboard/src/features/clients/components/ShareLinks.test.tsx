import { fireEvent, screen, waitFor } from '@testing-library/react';
import { toastStore } from '@homewise/platform';
import { renderPage } from '@homewise/platform/testing';
import { ShareLinks } from './ShareLinks';

const writeText = jest.fn<Promise<void>, [string]>();

beforeEach(() => {
  toastStore.setState({ toasts: [] });
  writeText.mockReset().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});

describe('Share your link', () => {
  it('copies either link and says so', async () => {
    renderPage(<ShareLinks referralCode="AB2CD3EF" />, { url: '/Clients' });
    fireEvent.click(screen.getByRole('button', { name: 'Copy signup link' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('http://localhost/signup?lo=AB2CD3EF'));
    expect(await screen.findByRole('button', { name: 'Copy signup link' })).toHaveTextContent('Copied');
    expect(toastStore.getState().toasts[0]).toMatchObject({ title: 'Link Copied', description: 'Signup link is on your clipboard.' });
    fireEvent.click(screen.getByRole('button', { name: 'Copy branded page link' }));
    await waitFor(() => expect(writeText).toHaveBeenLastCalledWith('http://localhost/lo/AB2CD3EF'));
  });

  it('says how to copy by hand when the clipboard refuses', async () => {
    writeText.mockRejectedValue(new Error('denied'));
    renderPage(<ShareLinks referralCode="AB2CD3EF" />, { url: '/Clients' });
    fireEvent.click(screen.getByRole('button', { name: 'Copy signup link' }));
    await waitFor(() => expect(toastStore.getState().toasts[0]).toMatchObject({ title: 'Copy Failed' }));
  });

  it('draws a QR code as SVG for the branded page, or for the signup form', () => {
    renderPage(<ShareLinks referralCode="AB2CD3EF" />, { url: '/Clients' });
    const qr = screen.getByRole('img', { name: 'QR code of your branded page: http://localhost/lo/AB2CD3EF' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr.querySelectorAll('path').length).toBeGreaterThan(0);
    const before = qr.innerHTML;
    fireEvent.click(screen.getByLabelText('Signup form'));
    const signup = screen.getByRole('img', { name: 'QR code of your signup form: http://localhost/signup?lo=AB2CD3EF' });
    expect(signup.innerHTML).not.toBe(before);
    expect(screen.getByRole('link', { name: /Open your branded page/ })).toHaveAttribute('href', 'http://localhost/lo/AB2CD3EF');
  });
});
