// Writes `file.br` and `file.gz` next to every compressible file of a built folder, so nginx
// serves them as they are (brotli_static, gzip_static) instead of compressing on each request.
//   node infra/nginx/precompress.mjs shell/dist
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(?:js|css|html|json|svg|txt|map)$/;

export function precompress(dir) {
  let count = 0;
  for (const name of readdirSync(dir)) {
    const file = join(dir, name);
    if (statSync(file).isDirectory()) {
      count += precompress(file);
      continue;
    }
    if (!COMPRESSIBLE.test(name)) continue;
    const body = readFileSync(file);
    if (body.length < 512) continue;
    writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
    count += 1;
  }
  return count;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2];
  if (!dir) {
    console.error('usage: node infra/nginx/precompress.mjs <built folder>');
    process.exit(2);
  }
  console.log(`precompressed ${precompress(dir)} files in ${dir}`);
}
