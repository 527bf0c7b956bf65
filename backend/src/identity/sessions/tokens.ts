import { hash, randomBytes } from 'node:crypto';

/** A random, URL-safe secret (256 bits) for session cookies and reset links. */
export const newToken = (): string => randomBytes(32).toString('base64url');

/**
 * What the database stores instead of the token: a leaked table signs nobody in. SHA-256 in hex,
 * through the one-shot crypto.hash (Node 20.12+): a third of createHash()'s cost, which the
 * profile of GET /api/mortgage-profile showed on every signed-in request (issue 22).
 */
export const hashToken = (token: string): string => hash('sha256', token, 'hex');
