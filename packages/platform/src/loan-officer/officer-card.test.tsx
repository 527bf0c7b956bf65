import { fireEvent, screen, waitFor } from '@testing-library/react';
import { toastStore } from '../toasts/toast-store';
import { fakeApi, renderPage, restoreApi } from '../testing';
import { OfficerCard } from './officer-card';

const officer = { name: 'Dana Reyes', companyName: 'Reyes Home Loans', nmlsId: '123456', email: 'dana@example.com', phone: '(555) 010-2000', photoUrl: null, primaryColor: '#0f766e' };
afterEach(() => {
  restoreApi();
  toastStore.setState({ toasts: [] });
});

describe('the officer card', () => {
  it('shows the officer and sends "Ask Dana" to them', async () => {
    const calls = fakeApi({
      'GET /user/loan-officer': { status: 200, body: { loanOfficer: officer, sharingConsentAt: '2026-01-01T00:00:00Z' } },
      'POST /user/loan-officer/messages': { status: 201, body: { id: 'm1', message: 'Your message is on its way.' } },
    });
    renderPage(<OfficerCard />);
    const card = await screen.findByRole('region', { name: 'Your loan officer' });
    expect(card.textContent).toMatch(/Dana Reyes.*Reyes Home Loans.*NMLS #123456/);
    fireEvent.click(screen.getByRole('button', { name: 'Ask Dana' }));
    fireEvent.change(screen.getByLabelText('Your message'), { target: { value: 'Is now a good time to refinance?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(toastStore.getState().toasts[0]).toMatchObject({ title: 'Sent to Dana' }));
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ message: 'Is now a good time to refinance?' }]);
  });

  it('is not there for a homeowner who shares with nobody', async () => {
    const calls = fakeApi({ 'GET /user/loan-officer': { status: 200, body: { loanOfficer: null, sharingConsentAt: null } } });
    renderPage(<OfficerCard />);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Your loan officer' })).toBeNull();
  });
});
