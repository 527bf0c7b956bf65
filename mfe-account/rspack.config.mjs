import { createConfig } from '@homewise/platform/rspack';

export default createConfig({ name: 'account', dir: import.meta.dirname });
