/**
 * Today's date, `YYYY-MM-DD`, as the backend counts it: UTC's calendar (the server has no user's
 * time zone). The figures the backend computes (`@homewise/finance`'s `today`), whether an extra
 * payment is made or scheduled, and the bounds of date fields (a first payment at most 3 months
 * ahead) are decided on it; in the Americas the browser's day can still be yesterday for a few
 * hours, which changes nothing a person would notice in those windows.
 */
export function todayUtc(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}
