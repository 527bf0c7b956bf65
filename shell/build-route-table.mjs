// The second half of `npm run build -w shell`: the route table (src/routes/route-table.ts)
// compiled for Node into dist/server/route-table.cjs, so the shell's server resolves a path to
// its page, remote and access exactly as the shell does, from the same code, to put the page's
// remote files into the page as preloads (infra/lib/remote-preloads.mjs).
import { createRequire } from 'node:module';
import { join } from 'node:path';

const { compileForNode } = createRequire(import.meta.url)('@homewise/platform/compile-for-node');
const here = import.meta.dirname;
await compileForNode({ context: here, entry: { 'route-table': './src/routes/route-table.ts' }, outDir: join(here, 'dist', 'server') });
console.log('[shell] route table compiled for the server: dist/server/route-table.cjs');
