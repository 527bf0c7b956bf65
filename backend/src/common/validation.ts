import { BadRequestException, ValidationError, ValidationPipe, type ArgumentMetadata } from '@nestjs/common';

/**
 * Which failed rule speaks for a field: presence first, then type, then format, then range — a
 * missing email says "Email is required.", not also that it is too long and not an email.
 */
const RULE_PRIORITY = [
  'whitelistValidation',
  'isDefined',
  'isNotEmpty',
  'isString',
  'isNumber',
  'isInt',
  'isBoolean',
  'isEmail',
  'isUuid',
  'isRealDate',
  'isIn',
  'matches',
  'isUrl',
  'isPhoneNumber',
];
const rank = (rule: string) => {
  const index = RULE_PRIORITY.indexOf(rule);
  return index === -1 ? RULE_PRIORITY.length : index;
};

/** One message per failing field (nested fields too, named by path), in field order. */
export function validationMessages(errors: ValidationError[], parent = ''): string[] {
  return errors.flatMap((error) => {
    const path = parent ? `${parent}.${error.property}` : error.property;
    const rules = Object.keys(error.constraints ?? {}).sort((a, b) => rank(a) - rank(b));
    const first = rules.length ? error.constraints![rules[0]] : undefined;
    const own = first ? [parent ? first.replace(error.property, path) : first] : [];
    return [...own, ...validationMessages(error.children ?? [], path)];
  });
}

/** One human sentence: "Email must be an email address. Password must be at least 8 characters long." */
export function validationSentence(errors: ValidationError[]): string {
  const messages = [...new Set(validationMessages(errors))];
  return messages.map((m) => m.charAt(0).toUpperCase() + m.slice(1) + (/[.!?]$/.test(m) ? '' : '.')).join(' ');
}

export const BODY_NOT_AN_OBJECT = 'The request body must be a JSON object.';

/**
 * Nest's ValidationPipe lets a body of `null` (or none) through unchecked: `PATCH /api/user/profile`
 * with `null` answered 200 and rewrote the row (found by the fuzz test). A route that takes a DTO
 * takes an object. A request with no body at all is checked as `{}`, so its missing fields are named
 * ("Password is required to delete your account.") rather than the body's shape.
 */
class ObjectBodyValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const isDto = metadata.type === 'body' && metadata.metatype && this.toValidate(metadata);
    if (isDto && value === undefined) return super.transform({}, metadata);
    if (isDto && (value === null || typeof value !== 'object' || Array.isArray(value))) throw new BadRequestException(BODY_NOT_AN_OBJECT);
    return super.transform(value, metadata);
  }
}

/** Global pipe: whitelist, forbid unknown fields, transform; failures answer 400 with one sentence. */
export function createValidationPipe(): ValidationPipe {
  return new ObjectBodyValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    exceptionFactory: (errors) => new BadRequestException(validationSentence(errors)),
  });
}
