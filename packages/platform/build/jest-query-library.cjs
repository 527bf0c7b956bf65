// Tests render pages as the shell shows them: with the query library (platform
// src/data/query-client.ts, its own chunk in the browser) already loaded, so useQuery never
// waits on Suspense for it and queryClient is there from the first line of a test.
const { loadQueryLibrary } = require('../src/data/query-client');

beforeAll(() => loadQueryLibrary());
