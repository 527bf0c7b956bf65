import { formatDateTime } from '@homewise/platform';

/**
 * The full date and time of a session's sign-in, and of its last use for the tooltip:
 * "Mar 14, 2025, 8:00 AM" on the user's own clock ("3 minutes ago" is the platform's `timeAgo`).
 */
export function dateTimeText(iso: string): string {
  return formatDateTime(iso, { empty: '' });
}
