export { freePort } from './test-platform.mjs';
