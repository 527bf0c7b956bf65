import { createHash } from 'node:crypto';
import { hashToken, newToken } from './tokens.js';

describe('session tokens', () => {
  it('hashes a token to the hex SHA-256 already stored for it, so sessions made before stay valid', () => {
    expect(hashToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    const token = newToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(hashToken(token)).toBe(createHash('sha256').update(token).digest('hex'));
  });
});
