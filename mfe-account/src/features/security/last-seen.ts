const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const relative = new Intl.RelativeTimeFormat('en-US', { numeric: 'always' });

/**
 * When a session was last used, as people say it: "just now", "3 minutes ago", "2 hours ago",
 * "5 days ago". A time a little ahead of this device's clock (the server's clock differs) is
 * "just now", not "in 2 minutes".
 */
export function timeAgo(iso: string, now: Date = new Date()): string {
  const elapsed = now.getTime() - new Date(iso).getTime();
  if (!Number.isFinite(elapsed)) return 'at an unknown time';
  if (elapsed < MINUTE) return 'just now';
  if (elapsed < HOUR) return relative.format(-Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return relative.format(-Math.floor(elapsed / HOUR), 'hour');
  if (elapsed < 30 * DAY) return relative.format(-Math.floor(elapsed / DAY), 'day');
  return relative.format(-Math.floor(elapsed / (30 * DAY)), 'month');
}

/** The full date and time, for the tooltip and screen readers: "Mar 14, 2025, 8:00 AM". */
export function dateTimeText(iso: string): string {
  const date = new Date(iso);
  return Number.isFinite(date.getTime()) ? date.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }) : '';
}
