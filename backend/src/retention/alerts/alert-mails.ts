import { escapeHtml } from '../../common/html.js';
import { brandedMail, link, mj, type MailBrand } from '../mail/mjml.js';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const pct = (fraction: number) => `${(Math.round(fraction * 100_000) / 1000).toFixed(2)}%`;

export interface RateAlertPayload {
  rate: number;
  marketRate: number;
  monthlySavings: number;
  breakEvenMonths: number;
  lifetimeSavings: number;
}

export interface EquityAlertPayload {
  band: 20 | 25;
  equity: number;
  equityPercent: number;
}

interface ClientLinks {
  open: string;
  ask: string;
  unsubscribe: string;
}

/** "Refinancing pays now": the client's rate against this week's, and what it would save. */
export async function rateAlertMail(brand: MailBrand, firstName: string | null, p: RateAlertPayload, links: ClientLinks) {
  const officerFirst = brand.officerName.split(' ')[0];
  const subject = `Refinancing could save you ${usd.format(p.monthlySavings)} a month`;
  const lines = [
    `Hi ${firstName || 'there'},`,
    `This week's 30-year rate is ${pct(p.marketRate)}; your loan is at ${pct(p.rate)}.`,
    `Refinancing now could lower your payment by ${usd.format(p.monthlySavings)} a month. The closing costs would be paid back in ${p.breakEvenMonths} months, and you could save ${usd.format(p.lifetimeSavings)} over the life of the loan.`,
  ];
  const html = await brandedMail({
    brand,
    preview: lines[2],
    body: mj`${lines.map((line) => mj`<mj-text>${line}</mj-text>`)}
      <mj-button href="${links.ask}">Ask ${officerFirst}</mj-button>
      <mj-text align="center">${link(links.open, 'See the numbers in Cut My Costs')}</mj-text>`,
    footer: mj`You get this alert because ${brand.officerName} is your loan officer. ${link(links.unsubscribe, 'Unsubscribe')}.`,
  });
  const text = [...lines, `Ask ${officerFirst}: ${links.ask}`, `See the numbers: ${links.open}`, `Unsubscribe: ${links.unsubscribe}`].join('\n\n');
  return { subject, html, text };
}

/** 20 %: PMI can be dropped; 25 %: a cash-out refinance is possible. */
export async function equityAlertMail(brand: MailBrand, firstName: string | null, p: EquityAlertPayload, links: ClientLinks) {
  const officerFirst = brand.officerName.split(' ')[0];
  const subject = p.band === 20 ? 'You own 20% of your home: PMI can go' : 'You own 25% of your home';
  const news =
    p.band === 20
      ? `Your equity is ${usd.format(p.equity)}, ${p.equityPercent}% of your home's value. At 20% you can ask your lender to drop private mortgage insurance.`
      : `Your equity is ${usd.format(p.equity)}, ${p.equityPercent}% of your home's value. With 25% a cash-out refinance becomes possible, if you need funds for a project.`;
  const lines = [`Hi ${firstName || 'there'},`, news];
  const html = await brandedMail({
    brand,
    preview: news,
    body: mj`${lines.map((line) => mj`<mj-text>${line}</mj-text>`)}
      <mj-button href="${links.ask}">Ask ${officerFirst}</mj-button>
      <mj-text align="center">${link(links.open, 'See my equity')}</mj-text>`,
    footer: mj`You get this alert because ${brand.officerName} is your loan officer. ${link(links.unsubscribe, 'Unsubscribe')}.`,
  });
  const text = [...lines, `Ask ${officerFirst}: ${links.ask}`, `See my equity: ${links.open}`, `Unsubscribe: ${links.unsubscribe}`].join('\n\n');
  return { subject, html, text };
}

export interface OpportunityLine {
  name: string;
  email: string;
  monthlySavings: number;
  breakEvenMonths: number;
}

/** The officer's one summary after a rate update: the new opportunities with their savings. */
export function officerSummaryMail(officerName: string, marketRate: number, opportunities: OpportunityLine[], clientsUrl: string) {
  const total = opportunities.reduce((sum, o) => sum + o.monthlySavings, 0);
  const subject = `${opportunities.length} client${opportunities.length === 1 ? '' : 's'} could save by refinancing at ${pct(marketRate)}`;
  const rows = opportunities.map((o) => `${o.name} (${o.email}): ${usd.format(o.monthlySavings)} a month, break-even in ${o.breakEvenMonths} months`);
  const intro = `Hi ${officerName}, after this week's rate update (30-year ${pct(marketRate)}) these clients got a rate alert from you; together they would save ${usd.format(total)} a month.`;
  const text = [intro, rows.join('\n'), `Your clients: ${clientsUrl}`].join('\n\n');
  const html = `<p>${escapeHtml(intro)}</p><ul>${rows.map((r) => `<li>${escapeHtml(r)}</li>`).join('')}</ul><p><a href="${escapeHtml(clientsUrl)}">Open your clients</a></p>`;
  return { subject, text, html };
}
