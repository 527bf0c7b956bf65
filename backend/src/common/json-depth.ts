import type { FastifyInstance } from 'fastify';

/** The deepest JSON body the API reads: no DTO nests more than a few levels. */
export const MAX_JSON_DEPTH = 32;

/**
 * How deeply `text` nests arrays and objects, counted without parsing (brackets inside strings
 * skipped). Stops counting past `limit`.
 */
export function jsonDepthExceeds(text: string, limit = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 /* [ */ || c === 123 /* { */) {
      if (++depth > limit) return true;
    } else if (c === 93 /* ] */ || c === 125 /* } */) depth--;
  }
  return false;
}

/**
 * Fastify's JSON parser (prototype and constructor poisoning refused) behind a depth check:
 * ~5,000 nested arrays (10 KB) overflowed class-transformer's stack, a 500 per request that
 * slowed every other request (issue 23). Too deep answers 400 before anything parses it.
 */
export function refuseDeepJson(fastify: FastifyInstance): void {
  const parse = fastify.getDefaultJsonParser('error', 'error');
  fastify.removeContentTypeParser('application/json');
  fastify.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (jsonDepthExceeds(body.toString())) {
      const error = Object.assign(new Error(`The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels).`), { statusCode: 400 });
      done(error, undefined);
      return;
    }
    parse(request, body.toString(), done);
  });
}
