import { NotFoundException, type PipeTransform } from '@nestjs/common';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

/**
 * A route id that is not a UUID cannot name anything the caller owns: 404, the same answer as
 * someone else's id (never a database error).
 */
export class ParseIdPipe implements PipeTransform<string, string> {
  constructor(private readonly what: string) {}

  transform(value: string): string {
    if (!isUuid(value)) throw new NotFoundException(`${this.what} not found.`);
    return value.toLowerCase();
  }
}
