import { randomBytes } from 'node:crypto';
import { Markup, renderPart, type Part } from './mjml.js';

/**
 * MJML compiled once per template shape, filled per message. Compiling MJML costs milliseconds
 * per mail (most of a digest's render time at 100,000 clients); what changes from one client to
 * the next is only text and links. So a template is compiled with a placeholder in each value's
 * place, split at the placeholders, and each message joins the pieces with its own values,
 * escaped exactly as `mj` escapes them — the same HTML as a fresh compile
 * (compiled-mail.spec.ts compares the two for varied and hostile values).
 *
 * Only values that MJML copies through untouched may be slots: text in `mj-text`, `mj-title`,
 * `mj-preview`, and `href`s. Anything that changes the layout (which blocks there are, the
 * brand's colour and photo) belongs in the cache key instead.
 */

/** Placeholders no brand or template text can contain by chance (a fresh nonce per process). */
const NONCE = randomBytes(6).toString('hex');
const SLOT = new RegExp(`hw${NONCE}s(\\d+)x`, 'g');
const slotMarkup = (index: number) => new Markup(`hw${NONCE}s${index}x`);

/** Enough for every officer's brand times every digest shape; past it the oldest goes. */
const MAX_TEMPLATES = 2_000;
const templates = new Map<string, Promise<Array<string | number>>>();

/**
 * `template(values)` compiled for `key` once, then filled with `values` (escaped like `mj`).
 * Every call with one key must pass the same number of values, used in the same places.
 */
export async function compiledMail(key: string, values: readonly Part[], template: (values: readonly Part[]) => Promise<string>): Promise<string> {
  let pieces = templates.get(key);
  if (!pieces) {
    pieces = template(values.map((_, i) => slotMarkup(i))).then((html) =>
      // split with a capturing group: text, slot index, text, slot index, …
      html.split(SLOT).map((piece, i) => (i % 2 === 1 ? Number(piece) : piece)),
    );
    templates.set(key, pieces);
    pieces.catch(() => templates.delete(key));
    if (templates.size > MAX_TEMPLATES) templates.delete(templates.keys().next().value!);
  }
  const parts = await pieces;
  let html = '';
  for (const part of parts) html += typeof part === 'number' ? renderPart(values[part]) : part;
  return html;
}

/** How many templates are compiled (for the spec). */
export const compiledTemplateCount = (): number => templates.size;
