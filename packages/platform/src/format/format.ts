/** Formatters and user helpers of spec section 3 (USD currency, percents, initials, names). */

const currencyFormats = new Map<number, Intl.NumberFormat>();

/** USD with `decimals` fraction digits (2 on the profile, 0 on the dashboard and calculators). */
export function formatCurrency(value: number | null | undefined, decimals = 2): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return 'N/A';
  let format = currencyFormats.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    currencyFormats.set(decimals, format);
  }
  return format.format(value);
}

/** A fraction as a percent: 0.0425 → "4.25%" (2 decimals) or "4.250%" (3 decimals). */
export function formatPercent(fraction: number | null | undefined, decimals = 2): string {
  if (fraction === null || fraction === undefined || !Number.isFinite(fraction)) return 'N/A';
  return `${(fraction * 100).toFixed(decimals)}%`;
}

/** A user record as the API or older data may spell it (camelCase or snake_case). */
export interface NamedUser {
  firstName?: string | null;
  lastName?: string | null;
  first_name?: string | null;
  last_name?: string | null;
  email?: string | null;
}

function namesOf(user: NamedUser | null | undefined) {
  const first = (user?.firstName ?? user?.first_name ?? '').trim();
  const last = (user?.lastName ?? user?.last_name ?? '').trim();
  const email = (user?.email ?? '').trim();
  return { first, last, email };
}

/** Initials: first letters of first and last name; first name only; email; else "?". */
export function initials(user: NamedUser | null | undefined): string {
  const { first, last, email } = namesOf(user);
  if (first && last) return (first[0] + last[0]).toUpperCase();
  if (first) return first[0].toUpperCase();
  if (email) return email[0].toUpperCase();
  return '?';
}

/** Display name: "First Last", else first name, else email, else "User". */
export function displayName(user: NamedUser | null | undefined): string {
  const { first, last, email } = namesOf(user);
  if (first && last) return `${first} ${last}`;
  if (first) return first;
  if (email) return email;
  return 'User';
}
