import { createConfig } from '@homewise/platform/rspack';

export default createConfig({ name: 'dashboard', dir: import.meta.dirname });
