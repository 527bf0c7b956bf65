import { dictionary } from '@zxcvbn-ts/language-common';
import { registerDecorator, type ValidationOptions } from 'class-validator';

/**
 * The offline list of the most common and breached passwords that zxcvbn-ts maintains
 * (@zxcvbn-ts/language-common: 49,233 passwords from the big public breach corpora, most used
 * first). The signup, reset and change-password forms' strength meter judges with the same list,
 * so a password the meter calls "very common" is the one the API refuses. Compared without case:
 * "Password" is as easy to guess as "password".
 */
const COMMON_PASSWORDS = new Set(dictionary['passwords-common'].map((password) => password.toLowerCase()));

export const COMMON_PASSWORD_COUNT = COMMON_PASSWORDS.size;

export const isCommonPassword = (password: string): boolean => COMMON_PASSWORDS.has(password.toLowerCase());

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
