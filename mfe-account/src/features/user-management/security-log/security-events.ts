import { PLANS, type SecurityEvent, type SecurityEventType } from '@homewise/contracts';
import { formatDateTime, formatPercent } from '@homewise/platform';
import { ROLE_LABELS } from '../roles';

/** Each event type in the product's words. */
export const EVENT_LABELS: Record<SecurityEventType, string> = {
  sign_in: 'Signed in',
  sign_in_failed: 'Failed sign-in',
  lockout: 'Sign-in paused (lockout)',
  sign_out: 'Signed out',
  sign_out_device: 'Signed out a device',
  sign_out_others: 'Signed out other devices',
  password_changed: 'Password changed',
  password_reset: 'Password reset',
  email_verified: 'Email confirmed',
  role_changed: 'Role changed',
  plan_changed: 'Plan changed',
  account_deleted: 'Account deleted',
  brand_changed: 'Brand changed',
  sharing_started: 'Started sharing with a loan officer',
  sharing_stopped: 'Stopped sharing with a loan officer',
  rate_changed: 'Rate changed',
};

// How the backend names plans in plan_changed details (backend/src/identity/users/users.service.ts).
const PLAN_WORDS: Record<string, string> = { free: PLANS.free.name, pro: PLANS.pro.name, pro_trial: 'Pro trial', pro_paid: `${PLANS.pro.name} (paid)` };
const roleWord = (role: unknown) => ROLE_LABELS[role as keyof typeof ROLE_LABELS] ?? String(role);
const planWord = (plan: unknown) => PLAN_WORDS[String(plan)] ?? String(plan);
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Whose account: its email, or why there is none to show. */
export function eventAccount(event: Pick<SecurityEvent, 'userId' | 'userEmail'>): string {
  if (event.userEmail) return event.userEmail;
  // A failed sign-in with an email no account has keeps no email (the log never holds typed emails).
  return event.userId ? 'Deleted account' : 'No such account';
}

/** What else the event says, in words: "Homeowner → Admin, by ada@example.com". */
export function eventDetails(event: Pick<SecurityEvent, 'type' | 'details' | 'actorId' | 'actorEmail' | 'userId'>): string {
  const d = event.details ?? {};
  const parts: string[] = [];
  if (event.type === 'role_changed' && d.from && d.to) parts.push(`${roleWord(d.from)} → ${roleWord(d.to)}`);
  if (event.type === 'plan_changed' && d.from && d.to) parts.push(`${planWord(d.from)} → ${planWord(d.to)}`);
  if (event.type === 'lockout' && typeof d.pauseMinutes === 'number') {
    parts.push(`Paused ${plural(d.pauseMinutes, 'minute', 'minutes')}${typeof d.inARow === 'number' && d.inARow > 1 ? ` (pause ${d.inARow} in a row)` : ''}`);
  }
  if (event.type === 'password_changed' && typeof d.otherSessionsEnded === 'number') parts.push(`${plural(d.otherSessionsEnded, 'other session', 'other sessions')} ended`);
  if (event.type === 'sign_out_others' && typeof d.signedOut === 'number') parts.push(`${plural(d.signedOut, 'session', 'sessions')} ended`);
  if (event.type === 'brand_changed' && Array.isArray(d.fields)) parts.push(`Changed: ${d.fields.join(', ')}`);
  if (event.type === 'rate_changed' && typeof d.loanType === 'string') {
    // Rates are stored as fractions (0.065 is 6.5%), as everywhere in the API.
    const rate = (r: unknown) => (typeof r === 'number' ? formatPercent(r, 3) : '—');
    parts.push(`${d.loanType}: ${rate(d.from)} → ${rate(d.to)}`);
  }
  if (typeof d.via === 'string') parts.push(`via ${d.via}`);
  if (event.actorId && event.actorId !== event.userId) parts.push(`by ${event.actorEmail ?? 'a deleted admin'}`);
  return parts.join(', ') || '—';
}

/** "Mar 14, 2025, 8:00:05 AM": to the second, as an audit needs. */
export const eventTime = (iso: string) => formatDateTime(iso, { seconds: true });
