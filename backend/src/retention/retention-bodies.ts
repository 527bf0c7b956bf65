import type { FastifyInstance } from 'fastify';
import { CLIENT_IMPORT_MAX_CHARS } from '@homewise/contracts';

/** The import's route: the one JSON body larger than the API's 256 KB (5,000 rows of CSV). */
export const IMPORT_ROUTE = '/api/loan-officer/clients/import';
/** RFC 8058's one-click unsubscribe: the one route that takes a form body. */
const ONE_CLICK_PREFIX = '/api/unsubscribe/one-click/';

/**
 * The two exceptions to the API's body rules (create-app.ts): the import may send up to
 * CLIENT_IMPORT_MAX_CHARS of CSV (twice that as JSON, for escaped quotes), and mail providers
 * POST `List-Unsubscribe=One-Click` form-encoded to the one-click route. Forms stay refused (415)
 * everywhere else, so a form on another site still cannot post to the API.
 */
export function allowRetentionBodies(fastify: FastifyInstance): void {
  fastify.addHook('onRoute', (route) => {
    if (route.url === IMPORT_ROUTE) route.bodyLimit = 2 * CLIENT_IMPORT_MAX_CHARS + 1024;
  });
  const oneClickOnly = (request: { url: string }, body: string, done: (error: Error | null, body?: unknown) => void) => {
    if (!request.url.startsWith(ONE_CLICK_PREFIX)) {
      const refused = Object.assign(new Error('Send JSON (Content-Type: application/json).'), { statusCode: 415 });
      return done(refused);
    }
    done(null, { form: body.slice(0, 1000) });
  };
  fastify.addContentTypeParser(['application/x-www-form-urlencoded', 'multipart/form-data'], { parseAs: 'string', bodyLimit: 64 * 1024 }, oneClickOnly);
}
