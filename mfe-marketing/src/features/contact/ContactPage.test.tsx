import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderPage, restoreApi } from '@homewise/platform/testing';
import { endSession, setUser } from '@homewise/platform';
import type { User } from '@homewise/contracts';
import { ContactPage } from './ContactPage';
import { validateContact } from './contact-form';

const user = { id: 'u1', email: 'pat@example.com', firstName: 'Pat', lastName: 'Lee', fullName: 'Patricia Lee', role: 'customer' } as User;

afterEach(() => {
  restoreApi();
  endSession();
});

const render = () => renderPage(<ContactPage />, { url: '/Contact' });
const field = (name: string) => screen.getByLabelText(name);

async function fillAndSend(values: { name?: string; email?: string; message?: string }) {
  const typist = userEvent.setup();
  if (values.name !== undefined) await typist.type(field('Full Name'), values.name);
  if (values.email !== undefined) await typist.type(field('Email Address'), values.email);
  if (values.message !== undefined) await typist.type(field('Message'), values.message);
  await typist.click(screen.getByRole('button', { name: 'Send Message' }));
}

describe('validateContact', () => {
  it('requires every field and a well-formed email address', () => {
    expect(validateContact({ name: ' ', email: '', message: '\n' })).toEqual({
      name: 'Please enter your full name.',
      email: 'Please enter your email address.',
      message: 'Please enter your message.',
    });
    for (const email of ['pat', 'pat@', 'pat@example', '@example.com', 'pat @example.com', 'pat@example.']) {
      expect(validateContact({ name: 'Pat', email, message: 'Hi' }).email).toBe('Please enter a valid email address, like name@example.com.');
    }
    expect(validateContact({ name: 'Pat', email: 'pat.lee+home@mail.example.co.uk', message: 'Hi' })).toEqual({});
  });

  it('keeps to the lengths the server accepts', () => {
    expect(validateContact({ name: 'x'.repeat(201), email: 'a@b.co', message: 'y'.repeat(5001) })).toEqual({
      name: 'Please keep your name under 200 characters.',
      message: 'Please keep your message under 5,000 characters.',
    });
  });
});

describe('Contact page', () => {
  it('labels the three required fields', () => {
    render();
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    for (const name of ['Full Name', 'Email Address', 'Message']) expect(field(name)).toBeRequired();
    expect(field('Email Address')).toHaveAttribute('type', 'email');
  });

  it('shows what is missing, focuses the first field to fix, and sends nothing', async () => {
    const calls = fakeApi({});
    render();
    await fillAndSend({ email: 'not-an-email' });
    expect(field('Full Name')).toHaveAccessibleDescription('Please enter your full name.');
    expect(field('Email Address')).toHaveAccessibleDescription('Please enter a valid email address, like name@example.com.');
    expect(field('Message')).toHaveAccessibleDescription(/Please enter your message\./);
    expect(field('Full Name')).toHaveFocus();
    expect(calls).toHaveLength(0);
  });

  it('sends the message and shows the thank-you state', async () => {
    const calls = fakeApi({ 'POST /contact': { status: 201, body: { id: 'm1', message: 'sent' } } });
    render();
    await fillAndSend({ name: '  Pat Lee ', email: 'pat@example.com', message: 'How do I record an extra payment?' });
    expect(await screen.findByRole('heading', { name: 'Thank You!' })).toHaveFocus();
    expect(screen.getByText('Your message has been sent successfully. We will get back to you as soon as possible.')).toBeInTheDocument();
    expect(calls).toEqual([
      expect.objectContaining({ method: 'POST', url: '/contact', body: { name: 'Pat Lee', email: 'pat@example.com', message: 'How do I record an extra payment?' } }),
    ]);
    expect(screen.queryByLabelText('Message')).not.toBeInTheDocument();
  });

  it('returns to the form for another message, keeping name and email', async () => {
    fakeApi({ 'POST /contact': { status: 201, body: { id: 'm1', message: 'sent' } } });
    render();
    await fillAndSend({ name: 'Pat Lee', email: 'pat@example.com', message: 'First' });
    await userEvent.click(await screen.findByRole('button', { name: 'Send another message' }));
    expect(field('Full Name')).toHaveValue('Pat Lee');
    expect(field('Email Address')).toHaveValue('pat@example.com');
    expect(field('Message')).toHaveValue('');
  });

  it('shows the spec’s failure alert and keeps what was typed when sending fails', async () => {
    fakeApi({ 'POST /contact': { status: 500, body: { statusCode: 500, message: 'Internal server error' } } });
    render();
    await fillAndSend({ name: 'Pat Lee', email: 'pat@example.com', message: 'Hello' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Sorry, there was an issue sending your message. Please try again later.');
    expect(alert).not.toHaveTextContent('Internal server error');
    expect(field('Message')).toHaveValue('Hello');
  });

  it('adds the server’s reason when it refuses the message', async () => {
    fakeApi({ 'POST /contact': { status: 429, body: { statusCode: 429, message: 'Too many messages. Please try again in a few minutes.' } } });
    render();
    await fillAndSend({ name: 'Pat Lee', email: 'pat@example.com', message: 'Hello' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Sorry, there was an issue sending your message. Please try again later.');
    expect(alert).toHaveTextContent('Too many messages. Please try again in a few minutes.');
  });

  it('shows the failure alert when the server cannot be reached', async () => {
    fakeApi({ 'POST /contact': 'network-error' });
    render();
    await fillAndSend({ name: 'Pat Lee', email: 'pat@example.com', message: 'Hello' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Sorry, there was an issue sending your message. Please try again later.');
  });

  it('prefills name and email from the signed-in user', () => {
    setUser(user);
    render();
    expect(field('Full Name')).toHaveValue('Patricia Lee');
    expect(field('Email Address')).toHaveValue('pat@example.com');
  });

  it('prefills once the user arrives, without overwriting what was typed', async () => {
    render();
    await userEvent.type(field('Full Name'), 'P. Lee');
    act(() => setUser({ ...user, fullName: null }));
    await waitFor(() => expect(field('Email Address')).toHaveValue('pat@example.com'));
    expect(field('Full Name')).toHaveValue('P. Lee');
  });
});

describe('Contact topics', () => {
  it('starts the message of /Contact?topic=upgrade with the upgrade request, and ignores other topics', () => {
    const first = renderPage(<ContactPage />, { url: '/Contact?topic=upgrade' });
    expect((field('Message') as HTMLTextAreaElement).value).toBe(
      "I'd like to upgrade my loan officer account to Loan Officer Pro (up to 5,000 clients, $25/month).",
    );
    first.unmount();
    renderPage(<ContactPage />, { url: '/Contact?topic=Send%20me%20money' });
    expect((field('Message') as HTMLTextAreaElement).value).toBe('');
  });
});
