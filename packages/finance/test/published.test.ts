// Published figures to the cent (standard amortization-table values for these loans, the closed
// form that spreadsheets and calculators use) and a bank's ledger at the quoted payment, each
// checked against an independent computation written out here.
import { amortizationSchedule, annualSchedule, monthlyPayment, roundCents } from '../src/index.js';
import { periodInterestCents } from './by-hand.js';

describe('monthly payment: published quotes', () => {
  it.each([
    [200_000, 0.06, 360, 1199.1],
    [200_000, 0.06, 180, 1687.71],
    [21_000, 0.069, 48, 501.9],
    [300_000, 0.06875, 360, 1970.79],
    [24_000, 0, 48, 500],
  ])('$%d at %d over %d months pays %d', (principal, rate, months, quoted) => {
    expect(roundCents(monthlyPayment(principal, rate, months))).toBe(quoted);
  });

  it('is unrounded, as the formula gives it', () => {
    expect(monthlyPayment(200_000, 0.06, 360)).toBeCloseTo(1199.1010503055, 9);
  });
});

/**
 * An independent bank ledger, written plainly: each month's interest on the balance rounded to
 * the cent (halves up), the payment to interest then principal, and the note's last payment
 * whatever is then owed. Integers in cents, so it is exact.
 */
function bankLedger(balance: number, annualRate: number, payment: number, termMonths: number) {
  let owed = Math.round(balance * 100);
  const paymentCents = Math.round(payment * 100);
  const rows: { payment: number; interest: number; balance: number }[] = [];
  for (let month = 1; month <= termMonths; month++) {
    const interest = periodInterestCents(owed, annualRate, 12);
    const paid = month === termMonths ? owed + interest : paymentCents;
    owed = owed + interest - paid;
    rows.push({ payment: paid / 100, interest: interest / 100, balance: owed / 100 });
  }
  return rows;
}

/** The closed form: the balance after k payments of the unrounded payment, and the interest so far (no rounding at all). */
function closedForm(principal: number, annualRate: number, termMonths: number, k: number) {
  const r = annualRate / 12;
  const payment = (principal * r) / (1 - (1 + r) ** -termMonths);
  const balance = principal * (1 + r) ** k - (payment * ((1 + r) ** k - 1)) / r;
  return { balance, interest: payment * k - (principal - balance) };
}

const totalInterest = (rows: readonly { interest: number }[]) => Math.round(rows.reduce((sum, row) => sum + Math.round(row.interest * 100), 0)) / 100;

describe('$200,000 at 6% over 360 months', () => {
  const payment = monthlyPayment(200_000, 0.06, 360);
  const rows = amortizationSchedule({ balance: 200_000, annualRate: 0.06, monthlyPayment: payment, startDate: '2025-01-01' });
  const quoted = amortizationSchedule({ balance: 200_000, annualRate: 0.06, monthlyPayment: 1199.1, startDate: '2025-01-01', termMonths: 360 });

  it('first month: $1,000.00 interest and $199.10 principal of a $1,199.10 payment', () => {
    expect(rows[0]).toEqual({
      paymentNumber: 1,
      date: '2025-01-01',
      payment: 1199.1,
      principal: 199.1,
      interest: 1000,
      balance: 199_800.9,
    });
    expect(quoted[0]).toEqual(rows[0]);
  });

  it('the quoted $1,199.10 pays it off in exactly 360 payments, the last $1,200.14 (the bank ledger)', () => {
    expect(quoted).toHaveLength(360);
    expect(quoted.map(({ payment: p, interest, balance }) => ({ payment: p, interest, balance }))).toEqual(bankLedger(200_000, 0.06, 1199.1, 360));
    expect(quoted.slice(0, 359).every((row) => row.payment === 1199.1)).toBe(true);
    expect(quoted[359]).toEqual({ paymentNumber: 360, date: '2054-12-01', payment: 1200.14, principal: 1194.17, interest: 5.97, balance: 0 });
    expect(quoted.slice(0, 5).map((row) => row.interest)).toEqual([1000, 999, 998, 997, 995.99]);
    expect(quoted[11].balance).toBe(197_543.99);
  });

  it('without a term it anchors on the 360 months $1,199.10 is the quote for', () => {
    expect(amortizationSchedule({ balance: 200_000, annualRate: 0.06, monthlyPayment: 1199.1, startDate: '2025-01-01' })).toEqual(quoted);
  });

  it('the unrounded payment: 360 payments, each balance and running total the closed form to the cent', () => {
    expect(rows).toHaveLength(360);
    expect(rows[359].balance).toBe(0);
    for (const k of [1, 12, 60, 180, 359]) {
      const exact = closedForm(200_000, 0.06, 360, k);
      expect(rows[k - 1].balance).toBe(roundCents(exact.balance));
      expect(totalInterest(rows.slice(0, k))).toBe(roundCents(exact.interest));
    }
    expect(rows[11].balance).toBe(197_543.98); // the published balance after a year
    expect(annualSchedule(rows)[0]).toEqual({ year: 2025, payments: 12, payment: 14_389.21, principal: 2_456.02, interest: 11_933.19, balance: 197_543.98 });
  });

  it('total interest over 30 years reconciles to the cent: $231,676.38 unrounded, $231,677.04 at the quoted $1,199.10', () => {
    const annualTotal = (schedule: typeof rows) => roundCents(annualSchedule(schedule).reduce((sum, year) => sum + year.interest, 0));
    // The published total: 360 unrounded payments less the principal.
    expect(roundCents(360 * payment - 200_000)).toBe(231_676.38);
    expect(annualTotal(rows)).toBe(231_676.38);
    // The quote is $0.00105 short a month; that shortfall with its interest is the $1.04 the final
    // payment adds to 360 × $1,199.10 − $200,000 = $231,676.00.
    expect(roundCents(360 * 1199.1 - 200_000)).toBe(231_676);
    expect(annualTotal(quoted)).toBe(231_677.04);
    expect(annualTotal(quoted)).toBe(roundCents(360 * 1199.1 - 200_000 + (quoted[359].payment - 1199.1)));
  });
});

describe('$200,000 at 6% over 180 months', () => {
  const quoted = amortizationSchedule({ balance: 200_000, annualRate: 0.06, monthlyPayment: 1687.71, startDate: '2025-01-01', termMonths: 180 });

  it('the quoted $1,687.71 pays it off in exactly 180 payments, the last $1,688.73', () => {
    expect(quoted).toHaveLength(180);
    expect(quoted.map(({ payment, interest, balance }) => ({ payment, interest, balance }))).toEqual(bankLedger(200_000, 0.06, 1687.71, 180));
    expect(quoted[179]).toMatchObject({ payment: 1688.73, balance: 0 });
    expect(totalInterest(quoted)).toBe(103_788.82);
  });

  it('the unrounded payment: 180 payments and the closed-form total, $103,788.46', () => {
    const rows = amortizationSchedule({ balance: 200_000, annualRate: 0.06, monthlyPayment: monthlyPayment(200_000, 0.06, 180), startDate: '2025-01-01' });
    expect(rows).toHaveLength(180);
    expect(totalInterest(rows)).toBe(roundCents(closedForm(200_000, 0.06, 180, 180).interest));
    expect(totalInterest(rows)).toBe(103_788.46);
  });
});

describe('$300,000 at 6.875% over 360 months', () => {
  it('first month: $1,718.75 interest and $252.04 principal of $1,970.79', () => {
    const [first] = amortizationSchedule({ balance: 300_000, annualRate: 0.06875, monthlyPayment: 1970.79, startDate: '2025-01-01' });
    expect(first).toMatchObject({ payment: 1970.79, interest: 1718.75, principal: 252.04, balance: 299_747.96 });
  });
});

describe('a 0% loan', () => {
  it('$24,000 over 48 months: $500.00 a month, no interest, paid off on payment 48', () => {
    const rows = amortizationSchedule({ balance: 24_000, annualRate: 0, monthlyPayment: 500, startDate: '2025-01-15' });
    expect(rows).toHaveLength(48);
    expect(rows.every((row) => row.interest === 0 && row.principal === 500 && row.payment === 500)).toBe(true);
    expect(rows[47]).toMatchObject({ date: '2028-12-15', balance: 0 });
  });
});
