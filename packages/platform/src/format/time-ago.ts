import { lazily } from '@homewise/contracts';

const relative = /* @__PURE__ */ lazily(() => new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' }));
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/**
 * How long ago, as people say it: "just now", "5 minutes ago", "yesterday", "3 weeks ago";
 * "Never" for no time. A time ahead of `now` is another clock running a little fast (the
 * server's), so it reads "just now", never "in 2 minutes".
 */
export function timeAgo(iso: string | null, now: number | Date = Date.now()): string {
  if (!iso) return 'Never';
  const seconds = Math.round((Date.parse(iso) - Number(now)) / 1000);
  if (!Number.isFinite(seconds)) return 'Never';
  if (seconds > -60) return 'just now';
  for (const [unit, size] of UNITS) {
    if (-seconds >= size) return relative().format(Math.trunc(seconds / size), unit);
  }
  return 'just now';
}
