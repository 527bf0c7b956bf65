// `npm start`: installs what is missing, builds in production mode, then runs the whole platform
// on embedded defaults and prints the URL. Ctrl-C (SIGINT) or SIGTERM stops every child.
import { ensureInstall } from './lib/ensure-install.mjs';
import { buildAll } from './build.mjs';
import { startPlatform } from './lib/platform.mjs';

ensureInstall();
buildAll();
const platform = await startPlatform({ stdio: 'inherit' });
console.log(`\n  Homewise is running: ${platform.url}\n`);
let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await platform.stop();
  process.exit(0);
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, stop);
// `kill <npm's pid>` ends npm without passing the signal on; without this check the platform
// would live on as orphans holding ports 3000 and 8080-8084.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) void stop();
}, 1000).unref();
