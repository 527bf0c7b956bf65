import fc from 'fast-check';
import { monthlyPayment, roundCents } from '@homewise/finance';
import { digestFigures } from '../digest/digest-figures.js';
import { digestHtml, type DigestLinks } from '../digest/digest-mail.js';
import { compiledTemplateCount } from './compiled-mail.js';
import type { MailBrand } from './mjml.js';

const TODAY = '2026-11-24';
const HOSTILE = ['<script>alert(1)</script>', 'O\'Brien & "Sons"', '</mj-text><mj-raw><b>x</b></mj-raw>', '&amp; &lt;', '{{name}} ${x} $1 $&', 'hw00s0x'];

const profile = (rate: number, balance: number, loan: number, price: number, value: number, firstPayment: string) => ({
  current_home_value: value.toFixed(2),
  current_balance: balance.toFixed(2),
  monthly_payment: String(roundCents(monthlyPayment(loan, rate, 360))),
  original_interest_rate: rate.toFixed(6),
  original_loan_amount: loan.toFixed(2),
  purchase_price: price.toFixed(2),
  loan_term_years: 30,
  first_payment_date: firstPayment,
});

const brand = fc.record<MailBrand>({
  officerName: fc.oneof(fc.constantFrom('Dana Reyes', ...HOSTILE), fc.string({ minLength: 1 })),
  companyName: fc.option(fc.oneof(fc.constantFrom('Reyes Lending', ...HOSTILE), fc.string())),
  nmlsId: fc.option(fc.constantFrom('123456', '<1>')),
  email: fc.constantFrom('dana@example.com', 'o&b@example.com'),
  phone: fc.option(fc.constantFrom('(555) 010-2000', '"555"')),
  photoUrl: fc.option(fc.constantFrom('https://example.com/dana.png', 'https://example.com/a.png?x=1&y="2"', 'javascript:alert(1)')),
  color: fc.constantFrom('#1d4ed8', '#ABCDEF', 'red;"><script>'),
});

const figures = fc.oneof(
  fc.constant(null),
  fc.record({
    rate: fc.integer({ min: 3000, max: 9500 }).map((n) => n / 100_000),
    loan: fc.integer({ min: 50_000, max: 900_000 }),
    downPercent: fc.integer({ min: 3, max: 40 }),
    paidDown: fc.integer({ min: 0, max: 40_000 }),
    growth: fc.integer({ min: -10, max: 40 }),
    firstPayment: fc.constantFrom('2015-03-01', '2021-08-01', '2025-12-01'),
  }),
);
const market = fc.option(fc.record({ rate: fc.integer({ min: 4000, max: 8000 }).map((n) => n / 100_000), asOf: fc.constantFrom('2026-11-18', null), stale: fc.boolean(), notice: fc.constant(null) }));

const links = fc.record<DigestLinks>({
  dashboard: fc.constantFrom('http://localhost:8080/api/r/abc.def', 'https://app.example.com/api/r/a?b=1&c="2"'),
  ask: fc.webUrl(),
  cutMyCosts: fc.webUrl(),
  addProfile: fc.webUrl(),
  unsubscribe: fc.constantFrom('https://app.example.com/unsubscribe?token=x.y', "https://e.com/'><script>"),
});

describe('digest HTML compiled once per shape', () => {
  it('is the same HTML as a fresh MJML compile, for varied clients, brands and hostile values', async () => {
    await fc.assert(
      fc.asyncProperty(brand, fc.option(fc.oneof(fc.constantFrom(...HOSTILE), fc.string())), figures, market, links, fc.boolean(), async (brand, firstName, loan, market, links, unclaimed) => {
        const price = loan ? Math.round(loan.loan / (1 - loan.downPercent / 100)) : 0;
        const figures = digestFigures(
          loan ? profile(loan.rate, Math.max(1000, loan.loan - loan.paidDown), loan.loan, price, Math.round(price * (1 + loan.growth / 100)), loan.firstPayment) : null,
          market,
          null,
          TODAY,
        );
        const mail = { brand, firstName, figures, links, unclaimed };
        const cached = await digestHtml(mail);
        expect(cached).toBe(await digestHtml(mail, { fresh: true }));
        // A second client of the same shape reads from the compiled template, not the first one's values.
        expect(await digestHtml({ ...mail, firstName: `${firstName ?? ''}2` })).toBe(await digestHtml({ ...mail, firstName: `${firstName ?? ''}2` }, { fresh: true }));
      }),
      { numRuns: 60 },
    );
  });

  it('escapes a hostile name in the cached HTML, and compiles one template for many clients of one officer', async () => {
    const brand: MailBrand = { officerName: 'Dana Reyes', companyName: 'Reyes Lending', nmlsId: '123456', email: 'dana@example.com', phone: null, photoUrl: null, color: '#0f766e' };
    const figures = digestFigures(profile(0.0725, 300_000, 320_000, 400_000, 420_000, '2024-07-01'), { rate: 0.069, asOf: '2026-11-18', stale: false, notice: null }, null, TODAY);
    const links: DigestLinks = { dashboard: 'https://a.example/r/1', ask: 'https://a.example/r/2', cutMyCosts: 'https://a.example/r/3', addProfile: 'https://a.example/r/4', unsubscribe: 'https://a.example/u/5' };
    const before = compiledTemplateCount();
    const html = await digestHtml({ brand, firstName: '<img src=x onerror=alert(1)>', figures, links });
    expect(html).toContain('Hi &lt;img src=x onerror=alert(1)&gt;, here is your home');
    expect(html).not.toContain('<img src=x');
    for (let i = 0; i < 20; i++) expect(await digestHtml({ brand, firstName: `Client ${i}`, figures, links })).toContain(`Hi Client ${i}, here is`);
    expect(compiledTemplateCount() - before).toBe(1);
  });
});
