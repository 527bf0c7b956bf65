import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setUser, toastStore } from '@homewise/platform';
import { fakeApi, renderPage, restoreApi } from '@homewise/platform/testing';
import { emptyBrand, officer } from '../test-fixtures';
import { BrandSettings } from './BrandSettings';

beforeEach(() => {
  setUser(officer);
  toastStore.setState({ toasts: [] });
});
afterEach(restoreApi);

const render = () => renderPage(<BrandSettings referralCode="AB2CD3EF" />, { url: '/Clients' });
const preview = () => screen.getByRole('figure', { name: /Live preview of your page/ });

describe('Brand settings', () => {
  it('previews the page live as the officer types, and saves only what changed', async () => {
    const calls = fakeApi({
      'GET /loan-officer/brand': { status: 200, body: emptyBrand },
      'PATCH /loan-officer/brand': (call) => ({ status: 200, body: { ...emptyBrand, ...(call.body as object) } }),
    });
    render();
    expect(screen.getByRole('status', { name: 'Loading your brand settings' })).toBeInTheDocument();
    const company = await screen.findByLabelText('Company name');
    // Nothing saved yet: the officer's own name, Homewise's blue.
    expect(preview()).toHaveTextContent('Brought to you by Lena Officer');
    expect(screen.getByRole('button', { name: 'Save Brand' })).toBeDisabled();

    fireEvent.change(company, { target: { value: 'Lakeside Lending' } });
    fireEvent.change(screen.getByLabelText('NMLS ID'), { target: { value: '7654321' } });
    fireEvent.change(screen.getByLabelText('Primary color'), { target: { value: '#fde047' } });
    expect(preview()).toHaveTextContent('Brought to you by Lena Officer, Lakeside Lending');
    expect(preview()).toHaveTextContent('NMLS ID 7654321');
    // A yellow too light for white text is darkened in its own hue, as the real page does.
    const page = preview().querySelector<HTMLElement>('.clients-preview__page')!;
    expect(page.style.getPropertyValue('--mkt-brand')).toBe('#fde047');
    expect(page.style.getPropertyValue('--hw-color-primary')).not.toBe('#fde047');
    expect(screen.getByLabelText('Pick the primary color')).toHaveValue('#fde047');

    fireEvent.click(screen.getByRole('button', { name: 'Save Brand' }));
    await waitFor(() => expect(toastStore.getState().toasts[0]).toMatchObject({ title: 'Brand Saved' }));
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ companyName: 'Lakeside Lending', nmlsId: '7654321', primaryColor: '#fde047' });
    expect(screen.getByRole('button', { name: 'Save Brand' })).toBeDisabled();
  });

  it('says what is wrong with a field, and does not send it', async () => {
    const calls = fakeApi({ 'GET /loan-officer/brand': { status: 200, body: emptyBrand } });
    render();
    const logo = await screen.findByLabelText('Logo URL');
    fireEvent.change(logo, { target: { value: 'logo.png' } });
    fireEvent.blur(logo);
    expect(await screen.findByText('Logo URL must be a web address starting with http:// or https://.')).toBeInTheDocument();
    expect(logo).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(screen.getByLabelText('Primary color'), { target: { value: 'blue' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Brand' }));
    expect(await screen.findByText('Primary color must be a hex color like #1d4ed8.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(0);
    // The preview never shows an address that is not a web address.
    expect(within(preview()).queryByRole('img')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(logo).toHaveValue('');
    expect(screen.queryByText('Logo URL must be a web address starting with http:// or https://.')).not.toBeInTheDocument();
  });

  it('shows the server’s refusal at its field', async () => {
    fakeApi({
      'GET /loan-officer/brand': { status: 200, body: emptyBrand },
      'PATCH /loan-officer/brand': { status: 400, body: { statusCode: 400, message: 'NMLS ID must be digits only (up to 12).' } },
    });
    render();
    fireEvent.change(await screen.findByLabelText('Company name'), { target: { value: 'Lakeside Lending' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Brand' }));
    expect(await screen.findByText('NMLS ID must be digits only (up to 12).')).toBeInTheDocument();
    expect(screen.getByLabelText('NMLS ID')).toHaveAttribute('aria-invalid', 'true');
  });

  it('offers a retry when the settings cannot be loaded', async () => {
    let fail = true;
    fakeApi({ 'GET /loan-officer/brand': () => (fail ? 'network-error' : { status: 200, body: emptyBrand }) });
    render();
    expect(await screen.findByText('Brand settings could not be loaded')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Company name')).toBeInTheDocument();
  });
});

describe('Brand settings of an officer whose email is not confirmed', () => {
  it('says the page shows the brand once the email is confirmed, and sends the link again', async () => {
    setUser({ ...officer, emailVerified: false });
    const calls = fakeApi({
      'GET /loan-officer/brand': { status: 200, body: emptyBrand },
      'POST /auth/resend-verification': { status: 200, body: { message: 'We sent a new link to lena@lakeside.example.' } },
    });
    render();
    const notice = (await screen.findByText('Confirm your email address to publish your page')).closest<HTMLElement>('.hw-notice')!;
    expect(notice).toHaveTextContent("Until you do, http://localhost/lo/AB2CD3EF shows Homewise's own brand");
    fireEvent.click(within(notice).getByRole('button', { name: 'Send the link again' }));
    await waitFor(() => expect(toastStore.getState().toasts[0]).toMatchObject({ title: 'Verification Email Sent', description: 'We sent a new link to lena@lakeside.example.' }));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('says nothing of it once the email is confirmed', async () => {
    fakeApi({ 'GET /loan-officer/brand': { status: 200, body: emptyBrand } });
    render();
    await screen.findByLabelText('Company name');
    expect(screen.queryByText('Confirm your email address to publish your page')).not.toBeInTheDocument();
  });
});
