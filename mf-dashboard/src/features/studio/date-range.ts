const DATE = /^(\d{4})-(\d\d)-(\d\d)$/;

/**
 * `2026-11-28` (an `<input type="date">` value) → the admin's local midnight of that day, plus `days`, as an ISO
 * instant; undefined for anything else.
 */
export function localMidnight(date: string, days = 0): string | undefined {
  const match = DATE.exec(date);
  if (!match) return undefined;
  const midnight = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + days);
  return Number.isNaN(midnight.getTime()) ? undefined : midnight.toISOString();
}

/** Whether the end date lies before the start date (both set). */
export const isInverted = (from: string, to: string) => Boolean(from && to && to < from);

/**
 * The API's time window (`from` ≤ time < `to`) for "from this day to that day" in the admin's time zone: both days
 * whole. An inverted range sends only its start (the form says what is wrong).
 */
export function dateWindow(from: string, to: string): { from?: string; to?: string } {
  const start = localMidnight(from);
  const end = isInverted(from, to) ? undefined : localMidnight(to, 1);
  return { ...(start ? { from: start } : {}), ...(end ? { to: end } : {}) };
}
