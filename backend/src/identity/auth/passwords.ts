import { hash, verify } from '@node-rs/argon2';

// Argon2id is @node-rs/argon2's default algorithm (its Algorithm enum is a const enum, which
// isolated modules cannot read); the defaults cost ~16 ms per hash on this machine kind.
export const hashPassword = (password: string): Promise<string> => hash(password);

/** A hash of a random password: verified against when the email is unknown, so both paths cost the same. */
let decoy: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  if (!passwordHash) {
    decoy ??= hash(`decoy-${Math.random()}`);
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
