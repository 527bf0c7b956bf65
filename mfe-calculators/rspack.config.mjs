import { createConfig } from '@homewise/platform/rspack';

export default createConfig({ name: 'calculators', dir: import.meta.dirname });
