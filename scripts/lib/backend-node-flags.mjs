// The flags the backend's `node` runs with wherever it runs — `npm start`, the benches, the image
// (infra/docker/backend.Dockerfile's CMD, which infra/test/images.test.mjs holds to this list) —
// kept in backend/package.json (`homewise.nodeFlags`; backend/README.md "Runtime" says why each).
import { createRequire } from 'node:module';

export const BACKEND_NODE_FLAGS = createRequire(import.meta.url)('../../backend/package.json').homewise.nodeFlags;
