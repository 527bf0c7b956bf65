// Shared by the Clients page's unit tests: what the API answers, as contracts types.
import { testUser } from '@homewise/platform/testing';
import type { LoanOfficerBrandSettings, LoanOfficerClient, LoanOfficerClientList } from '@homewise/contracts';

export const officer = testUser({
  id: 'o1',
  email: 'lena@lakeside.example',
  firstName: 'Lena',
  lastName: 'Officer',
  fullName: 'Lena Officer',
  phone: '(555) 010-2000',
  role: 'loan_officer',
  plan: 'free',
  referralCode: 'AB2CD3EF',
});

export function client(id: string, changes: Partial<LoanOfficerClient> = {}): LoanOfficerClient {
  return {
    id,
    fullName: `Client ${id}`,
    email: `${id}@example.com`,
    phone: null,
    currentBalance: 250000,
    interestRate: 0.0615,
    monthlyPayment: 1827.94,
    equity: 150000,
    equityPercent: 38,
    opportunity: null,
    lastActivityAt: null,
    joinedAt: '2026-03-01T10:00:00Z',
    engagement: {
      accountStatus: 'active',
      invitedAt: null,
      claimedAt: null,
      sharingConsentAt: '2026-03-01T10:00:00Z',
      lastDigestAt: null,
      lastClickedAt: null,
      unsubscribedAt: null,
      messageCount: 0,
      unreadMessages: 0,
      lastMessageAt: null,
      nextDigestAt: null,
    },
    ...changes,
  };
}

export const opportunity = (monthlySavings: number, breakEvenMonths: number | null = 18) => ({
  monthlySavings,
  newMonthlyPayment: 1975.8,
  breakEvenMonths,
  rateGap: 0.0135,
});

export function clientList(clients: LoanOfficerClient[], changes: Partial<LoanOfficerClientList> = {}): LoanOfficerClientList {
  return {
    plan: 'free',
    planTrialEndsAt: null,
    clientLimit: 5,
    referralCode: 'AB2CD3EF',
    clientCount: clients.length,
    opportunityCount: clients.filter((c) => c.opportunity).length,
    total: clients.length,
    limit: 50,
    offset: 0,
    sort: '-joined',
    threshold: 0.0075,
    marketRate: { rate: 0.069, source: 'mba', asOf: '2026-06-05', scrapedAt: '2026-06-10T15:00:00Z', stale: false, ageDays: 2 },
    turnedAway: { count: 0, firstAt: null, lastAt: null },
    clients,
    ...changes,
  };
}

export const emptyBrand: LoanOfficerBrandSettings = { companyName: null, nmlsId: null, logoUrl: null, photoUrl: null, primaryColor: null };
