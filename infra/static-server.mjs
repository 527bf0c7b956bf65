// Static server of one remote: its built folder on its own port and origin, with CORS so the
// shell's origin may load its manifest, entry and chunks.
//   node infra/static-server.mjs --dir mfe-account/dist --port 8084 [--name account]
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import { resolve } from 'node:path';
import { closeOnSignals, loadStaticFiles, pathOf, sendFile, sendJson } from './lib/static-files.mjs';

const { values } = parseArgs({
  options: { dir: { type: 'string' }, port: { type: 'string' }, host: { type: 'string' }, name: { type: 'string' } },
});
if (!values.dir || !values.port) {
  console.error('usage: node infra/static-server.mjs --dir <built folder> --port <port> [--host 0.0.0.0] [--name remote]');
  process.exit(2);
}
const name = values.name ?? values.dir;
const files = loadStaticFiles(resolve(values.dir));

// Remotes hold only public build output (no cookies, no secrets): any origin may read them.
const CORS = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS' };

const server = createServer((request, response) => {
  if (request.method === 'OPTIONS') {
    response.writeHead(204, { ...CORS, 'Access-Control-Allow-Headers': '*', 'Access-Control-Max-Age': '86400' });
    return response.end();
  }
  if (request.method !== 'GET' && request.method !== 'HEAD') return sendJson(response, 405, { statusCode: 405, message: 'Method Not Allowed' }, CORS);
  const path = pathOf(request);
  if (path === '/health') return sendJson(response, 200, { status: 'ok' }, CORS);
  const file = path && files.get(path);
  if (!file) return sendJson(response, 404, { statusCode: 404, message: `Not Found: ${path}` }, CORS);
  sendFile(request, response, file, CORS);
});
closeOnSignals(server, name);
server.listen(Number(values.port), values.host ?? '0.0.0.0', () => {
  console.log(`[${name}] serving ${values.dir} on port ${server.address().port}`);
});
