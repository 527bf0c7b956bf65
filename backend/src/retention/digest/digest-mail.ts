import type { DigestFigures } from '@homewise/contracts';
import { compiledMail } from '../mail/compiled-mail.js';
import { brandedMail, link, mj, type MailBrand, type Part } from '../mail/mjml.js';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const cents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });
const percent = (fraction: number) => `${(Math.round(fraction * 100_000) / 1000).toFixed(2)}%`;
const monthYear = (iso: string) => new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
const longDate = (iso: string) => new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
/** "+$1,200 since last time", "−$300 since last time", or nothing on the first digest. */
const since = (change: number | null) => (change === null || change === 0 ? '' : ` (${change > 0 ? '+' : '−'}${usd.format(Math.abs(change))} since last time)`);

/** The links a digest carries, each through the signed click counter. */
export interface DigestLinks {
  dashboard: string;
  ask: string;
  cutMyCosts: string;
  addProfile: string;
  unsubscribe: string;
}

/** The digest's lines, in order: the same words in the HTML and the plain text. */
export function digestLines(figures: DigestFigures, officerName: string): { heading: string; lines: string[]; refinanceLine: string | null } {
  const { home, market, refinance } = figures;
  if (!home) {
    return {
      heading: 'Add your home to see what it is worth',
      lines: [`Add your home and loan to Homewise and ${officerName} can keep you posted on your equity, your balance and when refinancing pays.`],
      refinanceLine: null,
    };
  }
  const lines = [
    `Home value: ${usd.format(home.homeValue)}${since(home.homeValueChange)}`,
    `Equity: ${usd.format(home.equity)}, ${home.equityPercent}% of your home${since(home.equityChange)}`,
    `Loan balance: ${usd.format(home.balance)}${since(home.balanceChange)}`,
    `This month's payment of ${cents.format(home.monthlyPayment)}: ${cents.format(home.principalThisMonth)} goes to principal, ${cents.format(home.interestThisMonth)} to interest`,
  ];
  if (home.payoffDate) lines.push(`Paid off in ${home.paymentsLeft} payments, by ${monthYear(home.payoffDate)}`);
  if (market) {
    lines.push(
      `Your rate: ${percent(home.rate)}; ${market.stale ? 'the last 30-year rate we have' : "this week's 30-year rate"}: ${percent(market.rate)}${market.asOf ? ` (week of ${longDate(market.asOf)})` : ''}` +
        (market.stale ? `. ${market.notice ?? 'These market rates could not be updated.'}` : ''),
    );
  }
  if (home.pmi) {
    lines.push(
      home.pmi.reached
        ? `Your loan is at ${percent(home.pmi.loanToValue)} of what you paid: you can ask your lender to drop PMI.`
        : `Your loan is at ${percent(home.pmi.loanToValue)} of what you paid; at 80% you can ask to drop PMI${home.pmi.requestDate ? ` (on schedule by ${monthYear(home.pmi.requestDate)})` : ''}.`,
    );
  }
  const refinanceLine = refinance
    ? refinance.worthALook
      ? `Refinancing at ${market?.stale ? 'that' : "this week's"} rate could save you ${usd.format(refinance.monthlySavings)} a month; the closing costs would be paid back in ${refinance.breakEvenMonths} months.`
      : `Refinancing would not save you money right now. We keep an eye on it for you.`
    : null;
  return { heading: `Your home in ${monthYear(figures.asOf)}`, lines, refinanceLine };
}

/** A digest's mail: to whom, from whom, what it says and where its links lead. */
export interface DigestMailInput {
  brand: MailBrand;
  firstName: string | null;
  figures: DigestFigures;
  links: DigestLinks;
  /**
   * An imported client who has not chosen a password yet: every link into the app leads to the
   * claim page (the app's own pages would ask them to sign in to an account with no password).
   */
  unclaimed?: boolean;
}

/** The words of the link into the app. */
const openLabel = (figures: DigestFigures, unclaimed: boolean) =>
  unclaimed ? 'Choose a password to open your dashboard' : figures.home ? 'Open my dashboard' : 'Add my home and loan';

/** What changes a digest's layout: the brand, and which blocks there are. One compiled template per shape. */
const shapeOf = (brand: MailBrand, figures: DigestFigures, lineCount: number, refinanceLine: string | null, unclaimed: boolean) =>
  JSON.stringify([brand, Boolean(figures.home), lineCount, Boolean(refinanceLine), Boolean(figures.refinance?.worthALook), unclaimed]);

/**
 * The digest's HTML: MJML in the officer's brand. `values` are the per-client texts and links, in
 * the order `digestHtml` passes them (compiled-mail.ts fills them into a cached compile).
 */
function digestTemplate(brand: MailBrand, figures: DigestFigures, lineCount: number, hasRefinanceLine: boolean, unclaimed: boolean) {
  const firstOfficerName = brand.officerName.split(' ')[0];
  return ([heading, greeting, preview, open, ask, cutMyCosts, unsubscribe, refinanceLine, ...lines]: readonly Part[]) =>
    brandedMail({
      brand,
      preview,
      body: mj`
      <mj-text font-size="20px" font-weight="bold">${heading}</mj-text>
      <mj-text>${greeting}</mj-text>
      ${lines.slice(0, lineCount).map((line) => mj`<mj-text css-class="hw-figure" padding-top="2px" padding-bottom="2px">${line}</mj-text>`)}
      ${hasRefinanceLine ? mj`<mj-text font-weight="bold">${refinanceLine} ${figures.refinance?.worthALook ? link(cutMyCosts, 'See the numbers') : ''}</mj-text>` : ''}
      <mj-button href="${ask}">Ask ${firstOfficerName}</mj-button>
      <mj-text align="center">${link(open, openLabel(figures, unclaimed))}</mj-text>`,
      footer: mj`You get this monthly digest because ${brand.officerName} is your loan officer. ${link(unsubscribe, 'Unsubscribe')} — one click, and you can come back any time.`,
    });
}

/**
 * The digest's HTML for one client. `fresh` compiles the MJML for this message alone (the spec
 * compares it with the cached compile, which is what mail uses).
 */
export function digestHtml({ brand, firstName, figures, links, unclaimed = false }: DigestMailInput, { fresh = false } = {}): Promise<string> {
  const { heading, lines, refinanceLine } = digestLines(figures, brand.officerName);
  const greeting = `Hi ${firstName || 'there'}, here is your home and loan this month, from ${brand.officerName}.`;
  const open = figures.home ? links.dashboard : links.addProfile;
  const values: Part[] = [heading, greeting, lines[0], open, links.ask, links.cutMyCosts, links.unsubscribe, refinanceLine ?? '', ...lines];
  const template = digestTemplate(brand, figures, lines.length, refinanceLine !== null, unclaimed);
  return fresh ? template(values) : compiledMail(shapeOf(brand, figures, lines.length, refinanceLine, unclaimed), values, template);
}

/**
 * The monthly digest, in the officer's brand: HTML (MJML) and the same words as plain text. One
 * call to action, "Ask <officer>", and a link into the app.
 */
export async function digestMail({ brand, firstName, figures, links, unclaimed = false }: DigestMailInput) {
  const { heading, lines, refinanceLine } = digestLines(figures, brand.officerName);
  const firstOfficerName = brand.officerName.split(' ')[0];
  const subject = figures.home ? `${heading}: equity ${usd.format(figures.home.equity)}` : `${heading}, from ${brand.officerName}`;
  const greeting = `Hi ${firstName || 'there'}, here is your home and loan this month, from ${brand.officerName}.`;
  const html = await digestHtml({ brand, firstName, figures, links, unclaimed });
  const text = [
    heading,
    greeting,
    lines.join('\n'),
    ...(refinanceLine ? [refinanceLine + (figures.refinance?.worthALook ? `\nSee the numbers: ${links.cutMyCosts}` : '')] : []),
    `Ask ${firstOfficerName}: ${links.ask}`,
    `${openLabel(figures, unclaimed)}: ${figures.home ? links.dashboard : links.addProfile}`,
    `— ${brand.officerName}${brand.companyName ? `, ${brand.companyName}` : ''}${brand.phone ? `, ${brand.phone}` : ''}`,
    `You get this monthly digest because ${brand.officerName} is your loan officer. Unsubscribe: ${links.unsubscribe}`,
  ].join('\n\n');
  return { subject, html, text };
}
