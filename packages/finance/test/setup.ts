// Every test runs in UTC with the clock pinned: nothing here may depend on either, and
// test/clock.test.ts proves it by moving both.
process.env.TZ = 'UTC';
jest.useFakeTimers({ now: new Date('2025-03-14T12:00:00Z') });
