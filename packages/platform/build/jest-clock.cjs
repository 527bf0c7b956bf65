// Every UI test runs on a pinned clock, as the finance tests do: "today" is 2025-03-14 (noon UTC,
// 08:00 in the pinned America/New_York zone of jest-base.cjs), so dates on screen are the same
// on every machine and every day. Only Date is faked; it then ticks on with real time, so
// timers, promises and Testing Library's waits behave as usual. A test that needs another day
// calls jest.setSystemTime(...).
const PINNED_NOW = new Date('2025-03-14T12:00:00Z');

jest.useFakeTimers({
  now: PINNED_NOW,
  advanceTimers: true,
  doNotFake: [
    'hrtime',
    'nextTick',
    'performance',
    'queueMicrotask',
    'requestAnimationFrame',
    'cancelAnimationFrame',
    'requestIdleCallback',
    'cancelIdleCallback',
    'setImmediate',
    'clearImmediate',
    'setInterval',
    'clearInterval',
    'setTimeout',
    'clearTimeout',
  ],
});
