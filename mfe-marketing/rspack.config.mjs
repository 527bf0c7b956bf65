import { createConfig } from '@homewise/platform/rspack';

export default createConfig({ name: 'marketing', dir: import.meta.dirname });
