// Calendar arithmetic on ISO dates (YYYY-MM-DD, UTC, no time of day) for schedules and recurrences.

const DAY_MS = 86_400_000;

/** Today as yyyy-mm-dd in UTC (schedules and recurrences count whole UTC days). */
export function utcTodayIso(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** The calendar date at `now` in a time zone ("2026-12-31" in New York while it is 1 January in UTC). */
export function localDateIso(now: Date, timeZone: string | undefined): string {
  if (!timeZone) return utcTodayIso(now);
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

function parse(iso: string): Date {
  return new Date(`${iso}T00:00:00Z`);
}

export function addDays(iso: string, days: number): string {
  return new Date(parse(iso).getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from a to b (negative when b is before a). */
export function daysBetween(a: string, b: string): number {
  return Math.round((parse(b).getTime() - parse(a).getTime()) / DAY_MS);
}

/**
 * The date `months` months after `iso`, keeping the day of month of `anchorDay` (default: iso's)
 * and clamping to the month's last day: Jan 31 + 1 month → Feb 28 (or 29), + 2 months → Mar 31.
 */
export function addMonths(iso: string, months: number, anchorDay?: number): string {
  const date = parse(iso);
  const day = anchorDay ?? date.getUTCDate();
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

/**
 * The dates a recurring entry falls on from `start` up to and including `until` (never more than
 * `max`): monthly or yearly on the start's day of month; a one-off falls on its start only.
 */
export function occurrences(
  start: string,
  recurring: 'none' | 'monthly' | 'yearly' | string,
  until: string,
  max = 1200,
): string[] {
  if (start > until) return [];
  if (recurring !== 'monthly' && recurring !== 'yearly') return [start];
  const step = recurring === 'monthly' ? 1 : 12;
  const day = parse(start).getUTCDate();
  const dates: string[] = [];
  for (let i = 0; i < max; i += 1) {
    const next = addMonths(start, i * step, day);
    if (next > until) break;
    dates.push(next);
  }
  return dates;
}
