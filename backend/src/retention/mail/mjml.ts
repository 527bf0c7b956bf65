import mjml2html from 'mjml';
import { escapeHtml } from '../../common/html.js';

/** Markup that is already safe (built by `mj` or a constant); everything else is escaped. */
export class Markup {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

export type Part = string | number | Markup | null | undefined | false | readonly Part[];

/** A value as `mj` puts it in markup: escaped, unless it is Markup already. */
export const renderPart = (part: Part): string =>
  part === null || part === undefined || part === false
    ? ''
    : part instanceof Markup
      ? part.value
      : Array.isArray(part)
        ? part.map(renderPart).join('')
        : escapeHtml(String(part));

/**
 * MJML markup with every interpolated value escaped (names, addresses and figures never become
 * markup), nested `mj` results and arrays of them kept as they are.
 */
export function mj(strings: TemplateStringsArray, ...parts: Part[]): Markup {
  return new Markup(strings.reduce((out, text, i) => out + text + (i < parts.length ? renderPart(parts[i]) : ''), ''));
}

/** The officer's brand as every retention mail shows it. */
export interface MailBrand {
  officerName: string;
  companyName: string | null;
  nmlsId: string | null;
  email: string;
  phone: string | null;
  photoUrl: string | null;
  /** #rrggbb */
  color: string;
}

const SAFE_COLOR = /^#[0-9a-f]{6}$/i;
const httpsUrl = (url: string | null) => (url && /^https?:\/\//i.test(url) ? url : null);

/**
 * The branded frame of every retention mail: the officer's colour and photo on top, the body,
 * the officer's contact card and the footer (why they get it, and the unsubscribe link).
 * Responsive (MJML stacks columns under 480 px, so it reads at 320 px) and readable in dark mode
 * (`color-scheme` plus a dark palette for clients that honour `prefers-color-scheme`).
 */
export async function brandedMail({
  brand,
  preview,
  body,
  footer,
}: {
  brand: MailBrand;
  /** The inbox's preview line. */
  preview: Part;
  body: Markup;
  footer: Markup;
}): Promise<string> {
  const color = SAFE_COLOR.test(brand.color) ? brand.color : '#1d4ed8';
  const photo = httpsUrl(brand.photoUrl);
  const company = [brand.companyName, brand.nmlsId ? `NMLS #${brand.nmlsId}` : null].filter(Boolean).join(' · ');
  const contact = [brand.phone, brand.email].filter(Boolean).join(' · ');
  const source = mj`<mjml>
  <mj-head>
    <mj-title>${preview}</mj-title>
    <mj-preview>${preview}</mj-preview>
    <mj-attributes>
      <mj-all font-family="Helvetica, Arial, sans-serif" />
      <mj-text font-size="16px" line-height="24px" color="#1f2937" />
      <mj-button background-color="${color}" color="#ffffff" font-size="16px" border-radius="6px" />
    </mj-attributes>
    <mj-raw><meta name="color-scheme" content="light dark" /><meta name="supported-color-schemes" content="light dark" /></mj-raw>
    <mj-style>
      @media (prefers-color-scheme: dark) {
        .hw-body, .hw-body > div, .hw-card, .hw-card > table { background: #111827 !important; }
        .hw-body div, .hw-body td, .hw-body p { color: #e5e7eb !important; }
      }
      .hw-figure { font-variant-numeric: tabular-nums; }
    </mj-style>
  </mj-head>
  <mj-body background-color="#f3f4f6" css-class="hw-body">
    <mj-section background-color="${color}" padding="16px">
      <mj-column>
        <mj-text color="#ffffff" font-size="20px" font-weight="bold" align="center">${brand.companyName || brand.officerName}</mj-text>
      </mj-column>
    </mj-section>
    <mj-section background-color="#ffffff" css-class="hw-card" padding="8px 0">
      <mj-column>${body}</mj-column>
    </mj-section>
    <mj-section background-color="#ffffff" css-class="hw-card" border-top="1px solid #e5e7eb">
      ${photo ? mj`<mj-column width="25%"><mj-image src="${photo}" alt="${brand.officerName}" width="72px" border-radius="36px" /></mj-column>` : ''}
      <mj-column width="${photo ? '75%' : '100%'}">
        <mj-text font-weight="bold">${brand.officerName}</mj-text>
        ${company ? mj`<mj-text padding-top="0">${company}</mj-text>` : ''}
        ${contact ? mj`<mj-text padding-top="0">${contact}</mj-text>` : ''}
      </mj-column>
    </mj-section>
    <mj-section padding="16px">
      <mj-column>
        <mj-text font-size="12px" line-height="18px" color="#6b7280" align="center">${footer}</mj-text>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
  const { html, errors } = await mjml2html(source.value, { validationLevel: 'soft', minify: false });
  if (errors.length) throw new Error(`Mail template: ${errors.map((e) => e.formattedMessage).join('; ')}`);
  return html;
}

/** A link in MJML text. */
export const link = (href: Part, label: string): Markup => mj`<a href="${href}" style="color: inherit; text-decoration: underline;">${label}</a>`;
