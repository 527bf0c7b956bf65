import { registerDecorator, type ValidationOptions } from 'class-validator';

export const PHONE_FORMAT_MESSAGE =
  'Phone must be a phone number: 7 to 15 digits, optionally with spaces, +, -, ., parentheses and an extension (e.g. "(555) 010-2030 ext. 12").';

// The number: an optional leading +, then digits with the separators people type. An extension
// may follow: "ext 12", "ext. 12", "extension 12", "x12" or "#12".
const PHONE = /^(\+?[\d\s().-]+?)(?:\s*(?:ext\.?|extension|x|#)\s*\d{1,6})?$/i;

/**
 * A phone number as people write it: "(555) 010-2030", "+1 555.010.2030", "+44 (0)20 7946 0958",
 * "555-010-2030 x12". Its number part has 7 to 15 digits (E.164 allows at most 15), parentheses
 * come in pairs around digits only, and it starts with +, a digit or "(".
 */
export function isPhoneNumber(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const match = PHONE.exec(value.trim());
  if (!match) return false;
  const number = match[1].trim();
  if (!/^[+(\d]/.test(number)) return false;
  // Drop the separators but keep the parentheses: what remains must be digits, with at most a
  // leading + and (digits) groups.
  const compact = number.replace(/[\s.-]/g, '');
  if (!/^\+?(?:\d|\(\d+\))+$/.test(compact)) return false;
  const digits = compact.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15;
}

export function IsPhoneNumber(options?: ValidationOptions): PropertyDecorator {
  return (target: object, propertyName: string | symbol) =>
    registerDecorator({
      name: 'isPhoneNumber',
      target: target.constructor,
      propertyName: propertyName as string,
      options: { message: PHONE_FORMAT_MESSAGE, ...options },
      validator: { validate: (value: unknown) => isPhoneNumber(value) },
    });
}
