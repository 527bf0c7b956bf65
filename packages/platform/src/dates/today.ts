/**
 * Today's date where the user is, as `YYYY-MM-DD` — the `today` every `@homewise/finance` call
 * takes. The browser's local calendar, not UTC: `new Date().toISOString()` would already say
 * "tomorrow" on a US evening (and "yesterday" on an Australian morning).
 */
export function todayIso(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
