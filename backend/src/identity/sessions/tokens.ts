import { createHash, randomBytes } from 'node:crypto';

/** A random, URL-safe secret (256 bits) for session cookies and reset links. */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** What the database stores instead of the token: a leaked table signs nobody in. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
