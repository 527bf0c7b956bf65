// Static server of one remote: its built folder on its own port and origin, with CORS so the
// shell's origin may load its manifest, entry and chunks (lib/web-server.mjs: Fastify).
//   node infra/static-server.mjs --dir mfe-account/dist --port 8084 [--name account]
import { parseArgs } from 'node:util';
import { resolve } from 'node:path';
import { createWebServer, jsonError } from './lib/web-server.mjs';

const { values } = parseArgs({
  options: { dir: { type: 'string' }, port: { type: 'string' }, host: { type: 'string' }, name: { type: 'string' } },
});
if (!values.dir || !values.port) {
  console.error('usage: node infra/static-server.mjs --dir <built folder> --port <port> [--host 0.0.0.0] [--name remote]');
  process.exit(2);
}
const name = values.name ?? values.dir;
const server = await createWebServer({ root: resolve(values.dir), name });
const { app } = server;

// Remotes hold only public build output (no cookies, no secrets): any origin may read them.
const CORS = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS', 'X-Content-Type-Options': 'nosniff' };
app.addHook('onSend', async (request, reply) => {
  reply.headers(CORS);
});
app.options('/*', async (request, reply) =>
  reply.code(204).headers({ 'Access-Control-Allow-Headers': '*', 'Access-Control-Max-Age': '86400' }).send(),
);
app.setNotFoundHandler((request, reply) => reply.code(404).send(jsonError(404, `Not Found: ${request.url.split('?')[0]}`)));

const port = await server.listen(Number(values.port), values.host ?? '0.0.0.0');
console.log(`[${name}] serving ${values.dir} on port ${port}`);
