import { BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';

/** Flattens class-validator errors (nested too) into their messages, in field order. */
export function validationMessages(errors: ValidationError[], parent = ''): string[] {
  return errors.flatMap((error) => {
    const path = parent ? `${parent}.${error.property}` : error.property;
    const own = Object.values(error.constraints ?? {}).map((m) => (parent ? m.replace(error.property, path) : m));
    return [...own, ...validationMessages(error.children ?? [], path)];
  });
}

/** One human sentence: "Email must be an email address. Password must be at least 8 characters long." */
export function validationSentence(errors: ValidationError[]): string {
  const messages = [...new Set(validationMessages(errors))];
  return messages.map((m) => m.charAt(0).toUpperCase() + m.slice(1) + (/[.!?]$/.test(m) ? '' : '.')).join(' ');
}

/** Global pipe: whitelist, forbid unknown fields, transform; failures answer 400 with one sentence. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    exceptionFactory: (errors) => new BadRequestException(validationSentence(errors)),
  });
}
