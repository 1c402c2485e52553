import { formatDate, formatDistance, type UnitPrefs } from './units.ts';

/** When a reminder or service is due: "12 May 2026 or at 60,000 km, whichever first". */
export function dueText(
  item: { dueDate: string | null; dueMileage: number | null },
  prefs: UnitPrefs,
): string {
  const parts = [
    item.dueDate ? formatDate(item.dueDate) : null,
    item.dueMileage != null ? `at ${formatDistance(item.dueMileage, prefs.distance)}` : null,
  ].filter(Boolean);
  return parts.length === 2 ? `${parts[0]} or ${parts[1]}, whichever first` : (parts[0] ?? '');
}
