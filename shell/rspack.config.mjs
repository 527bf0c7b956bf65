import { createRequire } from 'node:module';
import { createConfig } from '@homewise/platform/rspack';

const require = createRequire(import.meta.url);

export default createConfig({
  name: 'shell',
  dir: import.meta.dirname,
  // Manifest and script fetches of the federation runtime get a deadline (timeout-plugin.ts says why).
  runtimePlugins: [require.resolve('./src/remotes/timeout-plugin.ts')],
});
