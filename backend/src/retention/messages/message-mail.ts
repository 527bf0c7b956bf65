import type { RefinanceScenarioFigures } from '@homewise/contracts';
import { escapeHtml } from '../../common/html.js';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });
const pct = (fraction: number) => `${(Math.round(fraction * 100_000) / 1000).toFixed(3).replace(/0$/, '')}%`;

/** The scenario's figures as lines the officer reads. */
export function scenarioLines(s: RefinanceScenarioFigures): string[] {
  return [
    `Balance ${usd.format(s.balance)} at ${pct(s.currentRate)}, paying ${usd.format(s.currentMonthlyPayment)} a month`,
    `Refinance at ${pct(s.newRate)} over ${s.newTermYears} years, ${usd.format(s.closingCosts)} closing costs ${s.rollClosingCosts ? 'rolled into the loan' : 'paid up front'}`,
    `New payment ${usd.format(s.newMonthlyPayment)}: ${usd.format(s.monthlySavings)} a month less; break-even ${s.breakEvenMonths === null ? 'never' : `in ${s.breakEvenMonths} months`}; ${usd.format(s.lifetimeSavings)} over the life of the loan`,
  ];
}

/**
 * A client's message to their officer: a plain working mail (not marketing), Reply-To the
 * client, so the officer answers from their own mailbox.
 */
export function messageMail({ officerName, clientName, clientEmail, body, scenario }: { officerName: string; clientName: string; clientEmail: string; body: string; scenario: RefinanceScenarioFigures | null }) {
  const subject = scenario ? `${clientName} sent you a refinance scenario` : `${clientName} has a question for you`;
  const lines = scenario ? scenarioLines(scenario) : [];
  const text = [`Hi ${officerName},`, `${clientName} (${clientEmail}) wrote on Homewise:`, body, ...(lines.length ? [lines.join('\n')] : []), 'Reply to this mail to answer them.'].join('\n\n');
  const html =
    `<p>Hi ${escapeHtml(officerName)},</p><p>${escapeHtml(clientName)} (${escapeHtml(clientEmail)}) wrote on Homewise:</p>` +
    `<blockquote style="border-left:3px solid #ccc;margin:0;padding-left:12px;white-space:pre-wrap">${escapeHtml(body)}</blockquote>` +
    (lines.length ? `<ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>` : '') +
    `<p>Reply to this mail to answer them.</p>`;
  return { subject, text, html };
}
