import { randomInt } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { UserEntity } from './user.entity.js';

// No 0/O, 1/I/L: the code is read aloud and typed from business cards.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** An 8-character referral code for `/signup?lo=<code>` (31^8 ≈ 8.5e11 codes). */
export function newReferralCode(): string {
  let code = '';
  for (let i = 0; i < 8; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/** Codes are matched case-insensitively: stored upper-case. */
export const normalizeReferralCode = (code: string): string => code.trim().toUpperCase();

/** A referral code no user has yet (collisions are astronomically rare; the loop makes them harmless). */
export async function uniqueReferralCode(manager: EntityManager): Promise<string> {
  for (;;) {
    const code = newReferralCode();
    if (!(await manager.existsBy(UserEntity, { referralCode: code }))) return code;
  }
}
