// Serves a built app folder from memory: every file read once at start, text files gzipped
// once, hashed files cached forever, entry files (index.html, remoteEntry.js, mf-manifest.json)
// revalidated. Node built-ins only: the servers run before and without any bundler.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.map']);
/** Files whose name stays the same from build to build: never cache them blindly. */
const ENTRY_FILES = new Set(['index.html', 'remoteEntry.js', 'mf-manifest.json', 'mf-manifest-stats.json']);

function walk(dir, root, files) {
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) walk(full, root, files);
    else files.push(relative(root, full).split(sep).join('/'));
  }
  return files;
}

/** Loads `dir` into memory: `/path` → { body, gzip, type, cacheControl }. */
export function loadStaticFiles(dir) {
  const files = new Map();
  for (const path of walk(dir, dir, [])) {
    const body = readFileSync(join(dir, path));
    const ext = extname(path);
    const name = path.split('/').pop();
    files.set('/' + path, {
      body,
      gzip: COMPRESSIBLE.has(ext) && body.length > 512 ? gzipSync(body, { level: 9 }) : null,
      type: TYPES[ext] ?? 'application/octet-stream',
      cacheControl: ENTRY_FILES.has(name) ? 'no-cache' : 'public, max-age=31536000, immutable',
    });
  }
  return files;
}

/** Writes one loaded file, gzipped when the client accepts it. HEAD gets the headers only. */
export function sendFile(request, response, file, extraHeaders = {}) {
  const acceptsGzip = /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
  const body = acceptsGzip && file.gzip ? file.gzip : file.body;
  response.writeHead(200, {
    'Content-Type': file.type,
    'Content-Length': body.length,
    'Cache-Control': file.cacheControl,
    'X-Content-Type-Options': 'nosniff',
    Vary: 'Accept-Encoding',
    ...(body === file.gzip ? { 'Content-Encoding': 'gzip' } : {}),
    ...extraHeaders,
  });
  response.end(request.method === 'HEAD' ? undefined : body);
}

export function sendJson(response, status, value, extraHeaders = {}) {
  const body = Buffer.from(JSON.stringify(value));
  response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': body.length, 'Cache-Control': 'no-cache', ...extraHeaders });
  response.end(body);
}

/** The request's path without query, or null when it is malformed. */
export function pathOf(request) {
  try {
    return decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
  } catch {
    return null;
  }
}

/** Stops the server on SIGTERM/SIGINT, letting open requests finish (at most 5 s). */
export function closeOnSignals(server, name) {
  for (const signal of ['SIGTERM', 'SIGINT']) {
    process.once(signal, () => {
      server.close(() => process.exit(0));
      server.closeAllConnections?.();
      setTimeout(() => process.exit(0), 5000).unref();
    });
  }
  server.on('error', (error) => {
    console.error(`[${name}] ${error.message}`);
    process.exit(1);
  });
}
