// The parts `npm start`'s two servers share, on well-kept libraries: Fastify, @fastify/static
// (files from disk with ETag/Last-Modified, ranges, HEAD; the build's precompressed `.br`/`.gz`
// twins first), @fastify/compress (brotli or gzip on the fly for the rest) — instead of a
// hand-written file server. Cache rules match the nginx images: names with
// a content hash for a year, everything else revalidated.
import Fastify from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { constants } from 'node:zlib';

/** Built file names with an 8-hex content hash (rspack's [contenthash:8]). */
const HASHED = /\.[0-9a-f]{8}\.[a-z0-9]+$/i;

const STATUS_NAMES = { 404: 'Not Found', 405: 'Method Not Allowed', 502: 'Bad Gateway', 504: 'Gateway Timeout' };
/** The failure body every frontend reads: `{ statusCode, message, error }`. */
export const jsonError = (statusCode, message) => ({ statusCode, message, error: STATUS_NAMES[statusCode] ?? 'Error' });

/**
 * A Fastify app serving `root` (but `ownFiles`, which the caller routes itself): compression, static files with the cache rules, `/health`, 405
 * for writes outside `openPrefix`, and SIGTERM/SIGINT closing it (open requests finish, 5 s at most).
 */
export async function createWebServer({ root, name, openPrefix, ownFiles = [] }) {
  const app = Fastify({ logger: Boolean(process.env.WEB_SERVER_DEBUG), trustProxy: false });
  // What has no precompressed twin (the server's own answers, a build made without
  // scripts/build.mjs) is compressed per request, with fast brotli (quality 5).
  await app.register(fastifyCompress, { threshold: 512, encodings: ['br', 'gzip'], brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } } });
  app.get('/health', async () => ({ status: 'ok' }));
  app.route({
    method: ['POST', 'PUT', 'PATCH', 'DELETE'],
    url: '/*',
    handler: async (request, reply) => {
      if (openPrefix && request.url.startsWith(openPrefix)) return reply.callNotFound();
      return reply.code(405).send(jsonError(405, 'Method Not Allowed'));
    },
  });
  await app.register(fastifyStatic, {
    root,
    index: false,
    // One route per built file (read at start); `ownFiles` are answered by the server's own routes.
    wildcard: false,
    globIgnore: ownFiles,
    cacheControl: false,
    // The build writes each file's brotli (quality 11) and gzip (level 9) twin (scripts/build.mjs,
    // infra/nginx/precompress.mjs), as the nginx images serve them: compressing on each request
    // cost the server ~10 ms of CPU per large script, on the cores the browser and the API share
    // (issue 22), and quality 5 sent ~10 % more bytes than 11.
    preCompressed: true,
    // @fastify/static 10 hands the reply here, not the raw response.
    setHeaders(reply, path) {
      reply.header('Cache-Control', HASHED.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  for (const signal of ['SIGTERM', 'SIGINT']) {
    process.once(signal, () => {
      setTimeout(() => process.exit(0), 5_000).unref();
      app.close().then(() => process.exit(0));
    });
  }
  return {
    app,
    async listen(port, host) {
      try {
        await app.listen({ port, host });
      } catch (error) {
        console.error(`[${name}] ${error.message}`);
        process.exit(1);
      }
      return app.server.address().port;
    },
  };
}
