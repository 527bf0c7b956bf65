import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { adoptEarlyAnswers, setUser, toastStore } from '@homewise/platform';
import { fakeApi, renderPage, restoreApi, type FakeCall } from '@homewise/platform/testing';
import { clientListPath, firstClientQueries, OPPORTUNITY_THRESHOLD_KEY, type LoanOfficerClientList } from '@homewise/contracts';
import { ClientsPage } from './ClientsPage';
import { client, clientList, emptyBrand, officer, opportunity } from './test-fixtures';

type Params = Record<string, string | undefined>;
const paramsOf = (call: FakeCall) => (call.params ?? {}) as Params;
const listCalls = (calls: FakeCall[]) => calls.filter((c) => c.url === '/loan-officer/clients' && paramsOf(c).limit !== '5');

/** The API: the list answers `answer(params)`; the top opportunities are the flagged clients. */
function api(answer: (params: Params) => LoanOfficerClientList | { status: number; body: unknown }, more: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    ...more,
    'GET /loan-officer/clients': (call) => {
      const result = answer(paramsOf(call));
      if ('status' in result) return result;
      if (paramsOf(call).limit === '5') return { status: 200, body: { ...result, clients: result.clients.filter((c) => c.opportunity).slice(0, 5) } };
      return { status: 200, body: result };
    },
    'GET /loan-officer/brand': { status: 200, body: emptyBrand },
  });
}

const three = [
  client('a', { fullName: 'Ana Alvarez', interestRate: 0.0825, opportunity: opportunity(278), phone: '(555) 010-7777' }),
  client('b', { fullName: 'Ben Brown', lastActivityAt: new Date(Date.now() - 3 * 86_400_000).toISOString() }),
  client('c', { fullName: null, email: 'cy@example.com', currentBalance: null, interestRate: null, monthlyPayment: null, equity: null, equityPercent: null }),
];

beforeEach(() => {
  setUser(officer);
  toastStore.setState({ toasts: [] });
  window.localStorage.clear();
});
afterEach(restoreApi);

describe('Clients page', () => {
  it('shows a skeleton, then opportunities first, the list, and once the browser is idle the plan, the links and the brand form', async () => {
    const idle: (() => void)[] = [];
    window.requestIdleCallback = jest.fn((callback: IdleRequestCallback) => idle.push(() => callback({ didTimeout: false, timeRemaining: () => 50 })));
    window.cancelIdleCallback = jest.fn();
    try {
      await showsTheListThenThePanels(idle);
    } finally {
      delete (window as Partial<Window>).requestIdleCallback;
      delete (window as Partial<Window>).cancelIdleCallback;
    }
  });

  async function showsTheListThenThePanels(idle: (() => void)[]) {
    api(() => clientList(three));
    renderPage(<ClientsPage />, { url: '/Clients' });
    expect(screen.getByRole('status', { name: 'Loading your clients' })).toBeInTheDocument();

    const opps = await screen.findByRole('region', { name: /Refinance opportunities/ });
    expect(opps).toHaveTextContent("this week's 30-year fixed rate of 6.90% (MBA, week ending Jun 5, 2026)");
    const item = await within(opps).findByRole('listitem');
    expect(item).toHaveTextContent('Ana Alvarez');
    expect(item).toHaveTextContent('$278/month');
    expect(item).toHaveTextContent('18 months');
    expect(within(item).getByRole('link', { name: /Call Ana Alvarez/ })).toHaveAttribute('href', 'tel:5550107777');

    const table = screen.getByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Opportunity');
    expect(rows[0]).toHaveTextContent('Save $278/moBreak-even 18 months');
    expect(within(rows[0]).getByRole('link', { name: /ana@|a@example.com/ })).toHaveAttribute('href', 'mailto:a@example.com');
    expect(rows[1]).toHaveTextContent('3 days ago');
    expect(rows[2]).toHaveTextContent('No name given');
    expect(rows[2]).toHaveTextContent('No mortgage yet');
    expect(screen.getByText('Showing 1–3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/loan-officer/clients/export?sort=-joined&threshold=0.0075');

    // The panels below the list are not in the render that shows its first rows: they wait for
    // the browser to be idle after it (issue 22).
    expect(screen.queryByRole('region', { name: 'Your plan' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Signup link')).not.toBeInTheDocument();
    expect(idle).toHaveLength(1);
    act(() => idle.shift()?.());

    const plan = screen.getByRole('region', { name: 'Your plan' });
    expect(plan).toHaveTextContent('3 of 5 clients');
    expect(plan).toHaveTextContent('Free Starter');
    expect(within(plan).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '3');
    expect(screen.getByLabelText('Signup link')).toHaveValue('http://localhost/signup?lo=AB2CD3EF');
    expect(await screen.findByLabelText('Company name')).toBeInTheDocument();
  }

  it('draws the first 10 rows of a page with the page, the rest once the browser is idle', async () => {
    const idle: (() => void)[] = [];
    window.requestIdleCallback = jest.fn((callback: IdleRequestCallback) => idle.push(() => callback({ didTimeout: false, timeRemaining: () => 50 })));
    window.cancelIdleCallback = jest.fn();
    const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
    try {
      const many = Array.from({ length: 25 }, (_, i) => client(`c${i}`, { fullName: `Client ${i + 1}` }));
      api(() => clientList(many));
      renderPage(<ClientsPage />, { url: '/Clients' });
      await screen.findByRole('table');
      expect(bodyRows()).toHaveLength(10);
      expect(screen.getByText('Showing 1–25 of 25')).toBeInTheDocument();
      while (idle.length) act(() => idle.shift()?.());
      expect(bodyRows()).toHaveLength(25);
      expect(bodyRows()[24]).toHaveTextContent('Client 25');
      // The panels below were drawn in the same idle moments (and settle before the test ends).
      expect(await screen.findByLabelText('Company name')).toBeInTheDocument();
    } finally {
      delete (window as Partial<Window>).requestIdleCallback;
      delete (window as Partial<Window>).cancelIdleCallback;
    }
  });

  it('takes the two lists the shell asked for as the page started, for the threshold this device keeps', async () => {
    window.localStorage.setItem(OPPORTUNITY_THRESHOLD_KEY, '0.01');
    const calls = api(() => clientList(three));
    const { list, top } = firstClientQueries(0.01);
    const early = (clients: typeof three) => Promise.resolve({ status: 200, statusText: 'OK', data: clientList(clients) });
    adoptEarlyAnswers([
      [clientListPath(list), early(three)],
      [clientListPath(top), early(three.filter((c) => c.opportunity))],
    ]);
    renderPage(<ClientsPage />, { url: '/Clients' });
    expect(await screen.findByText('Showing 1–3 of 3')).toBeInTheDocument();
    expect(within(await screen.findByRole('region', { name: /Refinance opportunities/ })).getByRole('listitem')).toHaveTextContent('Ana Alvarez');
    // Neither list was asked for again.
    expect(calls.filter((c) => c.url === '/loan-officer/clients')).toEqual([]);
  });

  it('says the market rate is out of date, how old, and that it could not be updated — on the card and on every flag', async () => {
    api(() =>
      clientList(three, { marketRate: { rate: 0.069, source: 'seed', asOf: '2024-11-15', scrapedAt: '2024-11-20T15:00:00Z', stale: true, ageDays: 479 } }),
    );
    renderPage(<ClientsPage />, { url: '/Clients' });
    const opps = await screen.findByRole('region', { name: /Refinance opportunities/ });
    expect(opps).not.toHaveTextContent("this week's");
    expect(opps).toHaveTextContent('above the last 30-year fixed rate we have, 6.90% (MBA, week ending Nov 15, 2024)');
    expect(opps).toHaveTextContent('Market rates out of date');
    expect(opps).toHaveTextContent('These market rates are 16 months old: they could not be updated.');
    expect(await within(opps).findByRole('listitem')).toHaveTextContent('(+1.35% vs 6.90%, rates 16 months old)');
    const flagged = within(screen.getByRole('table')).getAllByRole('row')[1];
    expect(flagged).toHaveTextContent('OpportunitySave $278/moBreak-even 18 monthsOn rates 16 months old');
  });

  it('gives a new officer their own first-run steps — brand, link, what happens next — until the first client joins', async () => {
    api(() => clientList([]));
    renderPage(<ClientsPage />, { url: '/Clients' });
    const steps = await screen.findByRole('region', { name: 'Get started as a loan officer' });
    const items = within(steps).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual(['Make your page yours', 'Share your signup link', 'Your clients appear here']);
    expect(within(steps).getByLabelText('Your signup link')).toHaveValue('http://localhost/signup?lo=AB2CD3EF');
    // "Set up your brand" takes the keyboard to the brand form.
    await screen.findByLabelText('Company name');
    fireEvent.click(within(steps).getByRole('button', { name: 'Set up your brand' }));
    expect(document.activeElement?.closest('.clients-brand')).not.toBeNull();
    expect(screen.getByText(/^No clients yet: homeowners who sign up through your link appear here/)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Export CSV' })).not.toBeInTheDocument();
    expect(screen.queryByText(/No clients on this page/)).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: /Refinance opportunities/ })).toHaveTextContent('No client’s rate is 0.75 point or more above the market');
  });

  it('has no first-run steps once a client has joined', async () => {
    api(() => clientList(three));
    renderPage(<ClientsPage />, { url: '/Clients' });
    await screen.findByRole('table');
    expect(screen.queryByRole('region', { name: 'Get started as a loan officer' })).not.toBeInTheDocument();
  });

  it('tells a full plan’s officer how many signups could not join the list, since when, never who; “Got it” dismisses it', async () => {
    const five = ['a', 'b', 'c', 'd', 'e'].map((id) => client(id));
    let turnedAway = { count: 2, firstAt: '2026-06-08T15:00:00Z', lastAt: '2026-06-09T15:00:00Z' };
    const calls = api(() => clientList(five, { turnedAway }), {
      'POST /loan-officer/turned-away/seen': () => {
        turnedAway = { count: 0, firstAt: null, lastAt: null } as never;
        return { status: 200, body: { message: 'Noted.' } };
      },
    });
    renderPage(<ClientsPage />, { url: '/Clients' });
    const notice = (await screen.findByText('2 homeowners could not join your client list')).closest('.hw-notice') as HTMLElement;
    expect(notice).toHaveTextContent(
      '2 homeowners signed up through your link since Jun 8, 2026 while your plan was full (5 clients). They have Homewise accounts but are not on your list, and you cannot see their numbers.',
    );
    expect(within(notice).getByRole('link', { name: 'Upgrade to Pro' })).toHaveAttribute('href', '/Contact?topic=upgrade');
    fireEvent.click(within(notice).getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(screen.queryByText('2 homeowners could not join your client list')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual(['/loan-officer/turned-away/seen']);
  });

  it('says plainly what happens at the plan’s limit, with the way to Pro', async () => {
    const five = ['a', 'b', 'c', 'd', 'e'].map((id) => client(id));
    api(() => clientList(five));
    renderPage(<ClientsPage />, { url: '/Clients' });
    const notice = (await screen.findByText('Your plan is full: 5 of 5 clients')).closest<HTMLElement>('.hw-notice')!;
    expect(notice).toHaveTextContent('still gets their Homewise account, but they will not join your client list');
    expect(notice).toHaveTextContent('Loan Officer Pro ($25/month) has room for 5,000 clients.');
    expect(within(notice).getByRole('link', { name: 'Upgrade to Pro' })).toHaveAttribute('href', '/Contact?topic=upgrade');
    expect(await screen.findByRole('region', { name: 'Your plan' })).toHaveTextContent('Full: new signups through your link no longer join your client list.');
  });

  it('shows a Pro trial as a trial: its end, Free after it, and the way to keep Pro', async () => {
    // The pinned clock is 2025-03-14 12:00 UTC: the trial ends 10 days later.
    api(() => clientList(three, { plan: 'pro', clientLimit: 5000, planTrialEndsAt: '2025-03-24T12:00:00.000Z' }));
    renderPage(<ClientsPage />, { url: '/Clients' });
    const plan = await screen.findByRole('region', { name: 'Your plan' });
    expect(plan).toHaveTextContent('3 of 5,000 clients');
    expect(plan).toHaveTextContent('Loan Officer Pro trial');
    expect(plan).toHaveTextContent('Pro trial: 10 days left');
    expect(plan).toHaveTextContent('Your Loan Officer Pro trial ends on Mar 24, 2025. Then your plan is Free Starter (5 clients) unless Pro is paid');
    expect(plan).toHaveTextContent('new signups through your link join it only while it has fewer than 5.');
    expect(within(plan).getByRole('link', { name: 'Keep Pro' })).toHaveAttribute('href', '/Contact?topic=upgrade');
  });

  it('says nothing of a trial on a paid Pro plan', async () => {
    api(() => clientList(three, { plan: 'pro', clientLimit: 5000, planTrialEndsAt: null }));
    renderPage(<ClientsPage />, { url: '/Clients' });
    const plan = await screen.findByRole('region', { name: 'Your plan' });
    expect(plan).toHaveTextContent('Loan Officer Pro');
    expect(plan).not.toHaveTextContent(/trial/i);
    expect(within(plan).queryByRole('link', { name: 'Keep Pro' })).not.toBeInTheDocument();
  });

  it('counts every client of an ended trial beyond Free’s limit', async () => {
    const seven = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((id) => client(id));
    api(() => clientList(seven));
    renderPage(<ClientsPage />, { url: '/Clients' });
    expect(await screen.findByText('Your plan is full: 7 of 5 clients')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Your plan' })).toHaveTextContent('7 of 5 clients');
  });

  it('shows the server’s reason when the list fails, and loads it on Try again', async () => {
    let fail = true;
    api(() => (fail ? { status: 500, body: { message: 'Something went wrong on our side. Please try again.' } } : clientList(three)));
    renderPage(<ClientsPage />, { url: '/Clients' });
    expect(await screen.findByText('Something went wrong on our side. Please try again.')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('sorts by a column, searches, filters and pages through the API', async () => {
    const calls = api((params) =>
      clientList(three, { total: 120, clientCount: 120, offset: Number(params.offset ?? 0), sort: (params.sort ?? '-joined') as LoanOfficerClientList['sort'] }),
    );
    renderPage(<ClientsPage />, { url: '/Clients' });
    await screen.findByRole('table');

    fireEvent.click(screen.getByRole('button', { name: /^Balance/ }));
    await waitFor(() => expect(paramsOf(listCalls(calls).at(-1)!).sort).toBe('-balance'));
    expect(screen.getByRole('columnheader', { name: /Balance/ })).toHaveAttribute('aria-sort', 'descending');
    fireEvent.click(screen.getByRole('button', { name: /^Balance/ }));
    await waitFor(() => expect(paramsOf(listCalls(calls).at(-1)!).sort).toBe('balance'));

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(paramsOf(listCalls(calls).at(-1)!).offset).toBe('50'));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Search clients'), { target: { value: 'ana' } });
    // The search waits for a pause in typing (300 ms).
    await waitFor(() => expect(paramsOf(listCalls(calls).at(-1)!)).toMatchObject({ q: 'ana', sort: 'balance' }), { timeout: 3000 });
    expect(paramsOf(listCalls(calls).at(-1)!).offset).toBeUndefined();

    fireEvent.click(screen.getByLabelText('Only refinance opportunities'));
    await waitFor(() => expect(paramsOf(listCalls(calls).at(-1)!)).toMatchObject({ q: 'ana', filter: 'opportunities' }));
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/loan-officer/clients/export?q=ana&filter=opportunities&sort=balance&threshold=0.0075',
    );
  }, 15_000);

  it('takes the officer’s threshold in points, remembers it, and refuses nonsense', async () => {
    const calls = api(() => clientList(three));
    renderPage(<ClientsPage />, { url: '/Clients' });
    const field = await screen.findByLabelText('Flag clients this many points above the market rate');
    expect(field).toHaveValue('0.75');

    fireEvent.change(field, { target: { value: 'lots' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Enter points from 0 to 5, e.g. 0.75.')).toBeInTheDocument();

    fireEvent.change(field, { target: { value: '1.25' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(paramsOf(calls.at(-1)!).threshold).toBe('0.0125'));
    expect(calls.filter((c) => paramsOf(c).threshold === '0.0125').map((c) => paramsOf(c).limit).sort()).toEqual(['5', '50']);
    expect(window.localStorage.getItem('homewise.clients.opportunityThreshold')).toBe('0.0125');
    expect(screen.queryByText('Enter points from 0 to 5, e.g. 0.75.')).not.toBeInTheDocument();
  });

  it('“Show all” lists only the opportunities, biggest savings first', async () => {
    const many = Array.from({ length: 7 }, (_, i) => client(`o${i}`, { opportunity: opportunity(100 + i) }));
    const calls = api(() => clientList(many));
    renderPage(<ClientsPage />, { url: '/Clients' });
    fireEvent.click(await screen.findByRole('button', { name: 'Show all 7 in the list' }));
    await waitFor(() => expect(paramsOf(listCalls(calls).at(-1)!)).toMatchObject({ filter: 'opportunities', sort: '-savings' }));
    expect(screen.getByLabelText('Only refinance opportunities')).toBeChecked();
  });
});

describe('Clients page: importing', () => {
  it('shows the imported clients as soon as the import answers', async () => {
    let imported = false;
    api(() => clientList(imported ? [client('n', { fullName: 'Nia New', engagement: { ...client('n').engagement, accountStatus: 'invited' } })] : []), {
      'POST /loan-officer/clients/import': () => {
        imported = true;
        return { status: 200, body: { imported: 1, created: 1, updated: 0, skipped: [], clientCount: 1, clientLimit: 5000 } };
      },
    });
    renderPage(<ClientsPage />, { url: '/Clients' });
    const importCard = await screen.findByRole('region', { name: 'Import clients' });
    fireEvent.change(within(importCard).getByLabelText('Or paste the CSV here'), { target: { value: 'Email\nnia@example.com' } });
    fireEvent.click(within(importCard).getByRole('button', { name: 'Import' }));
    const row = await screen.findByRole('row', { name: /Nia New/ });
    expect(row).toHaveTextContent('Invited');
  });

  it('goes back to the first page when the page it shows is past the end (clients left since)', async () => {
    // 120 clients on the first load; by the time the officer asks for page 2 all but three left.
    const calls = api((params) => (params.offset ? clientList([], { total: 3, clientCount: 3, offset: Number(params.offset) }) : clientList(three, { total: 120, clientCount: 120 })));
    renderPage(<ClientsPage />, { url: '/Clients' });
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(paramsOf(listCalls(calls).at(-1)!).offset).toBeUndefined());
    expect(listCalls(calls).map((c) => paramsOf(c).offset)).toEqual([undefined, '50', undefined]);
    expect(await screen.findByRole('row', { name: /Ana Alvarez/ })).toBeInTheDocument();
  });
});
