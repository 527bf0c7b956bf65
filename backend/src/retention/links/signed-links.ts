import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Tokens of links in marketing mail: what the link is for, readable by anyone, and an HMAC
 * (SHA-256, first 16 bytes) over it with LINK_SIGNING_SECRET, so nobody can make a link for
 * another client or another page. Stateless on purpose: an unsubscribe link must keep working
 * for years, and a click must not cost a lookup to be trusted. Base64url, so a token is one
 * path segment.
 */
export type LinkPurpose = 'unsubscribe' | 'click';

const SIGNATURE_BYTES = 16;

const base64url = (data: Buffer | string) => Buffer.from(data).toString('base64url');

function signature(secret: string, purpose: LinkPurpose, body: string): Buffer {
  return createHmac('sha256', secret).update(`${purpose}.${body}`).digest().subarray(0, SIGNATURE_BYTES);
}

/** A token carrying `payload` (kept short: it rides in every link). */
export function signLink(secret: string, purpose: LinkPurpose, payload: unknown): string {
  const body = base64url(JSON.stringify(payload));
  return `${body}.${base64url(signature(secret, purpose, body))}`;
}

/** The payload of a token signed with `secret` for `purpose`, or null for anything else. */
export function verifyLink<T>(secret: string, purpose: LinkPurpose, token: string): T | null {
  if (typeof token !== 'string' || token.length > 2048) return null;
  const [body, sig, extra] = token.split('.');
  if (!body || !sig || extra !== undefined) return null;
  const given = Buffer.from(sig, 'base64url');
  const expected = signature(secret, purpose, body);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    return JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as T;
  } catch {
    return null;
  }
}

/** What an unsubscribe token names: the client (user id). */
export interface UnsubscribePayload {
  c: string;
}

/** What a click token names: the send it came from and the app path it opens. */
export interface ClickPayload {
  s: string;
  p: string;
}
