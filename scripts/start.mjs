// `npm start`: installs what is missing, builds in production mode, then runs the whole platform
// on embedded defaults and prints the URL. Ctrl-C (SIGINT) or SIGTERM stops every child.
import { ensureInstall } from './lib/ensure-install.mjs';
import { buildAll } from './build.mjs';
import { startPlatform } from './lib/platform.mjs';

ensureInstall();
buildAll();
const platform = await startPlatform({ stdio: 'inherit' });
console.log(`\n  Homewise is running: ${platform.url}\n`);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    await platform.stop();
    process.exit(0);
  });
}
