// How a saved car reads on /favorites: its title, figures and the ranks the compare view uses to
// pick the better value of each row.
import { dateTimeFormat, numberFormat } from '../../lib/intl.ts';
import type { Condition, IssueSeverity } from '../../../shared/assessment-vocab.ts';
import type { Favorite } from '../../lib/app-context.ts';
import { fromKm, type DistanceUnit } from '../../../shared/units-vocab.ts';

export type Snapshot = Favorite['vehicle'];
export type SavedAssessment = NonNullable<Snapshot['assessment']>;
export type SavedIssue = SavedAssessment['reliability']['commonIssues'][number];

export function favoriteTitle(car: Pick<Snapshot, 'year' | 'make' | 'model' | 'trim'>): string {
  return [car.year, car.make, car.model, car.trim].filter((part) => part !== '').join(' ');
}

const whole = () => numberFormat('en-US', { maximumFractionDigits: 0 });
/** A distance kept in km, shown in the user's unit. */
export function formatKm(valueKm: number, unit: DistanceUnit = 'km'): string {
  return `${whole().format(fromKm(valueKm, unit))} ${unit}`;
}

/** A saved car's mileage: unknown for a car looked up with Car Lens. */
export function formatMileage(valueKm: number | null, unit: DistanceUnit = 'km'): string {
  return valueKm === null ? 'Mileage unknown' : formatKm(valueKm, unit);
}

const usd = () =>
  numberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  });
export function formatUsd(value: number): string {
  return usd().format(value);
}

export function formatCostRange(range: { min: number; max: number }): string {
  return range.min === range.max
    ? formatUsd(range.min)
    : `${formatUsd(range.min)}–${formatUsd(range.max)}`;
}

const day = () => dateTimeFormat('en-US', { dateStyle: 'medium' });
export function formatDay(iso: string): string {
  return day().format(new Date(iso));
}

export function formatScore(score: number): string {
  return score.toFixed(1);
}

export const CONDITION_LABELS: Record<Condition, string> = {
  excellent: 'Excellent',
  good: 'Good',
  fair: 'Fair',
  poor: 'Poor',
  unknown: 'Not known',
};

/** Higher is better. */
export const CONDITION_RANK: Record<Condition, number | null> = {
  excellent: 3,
  good: 2,
  fair: 1,
  poor: 0,
  unknown: null,
};

export const SEVERITY_LABELS: Record<IssueSeverity, string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  critical: 'Critical',
};

/** Higher is worse. */
export const SEVERITY_RANK: Record<IssueSeverity, number> = {
  low: 0,
  medium: 1,
  high: 2,
  critical: 3,
};

/** Issues worst first (severity, then the dearest repair). */
export function issuesBySeverity(issues: readonly SavedIssue[]): SavedIssue[] {
  return [...issues].sort(
    (a, b) =>
      SEVERITY_RANK[b.severity] - SEVERITY_RANK[a.severity] || b.repairCost.max - a.repairCost.max,
  );
}

/** The issue a buyer should hear about first, if any. */
export function topIssue(assessment: SavedAssessment | null): SavedIssue | null {
  return assessment ? (issuesBySeverity(assessment.reliability.commonIssues)[0] ?? null) : null;
}

/**
 * The indexes holding the best value of a row (ties share it). Nothing is marked when fewer than
 * two cars have a value, or when they all have the same one.
 */
export function bestIndexes(
  values: readonly (number | null)[],
  better: 'higher' | 'lower',
): Set<number> {
  const known = values.filter((value): value is number => value !== null);
  if (known.length < 2) return new Set();
  const best = better === 'higher' ? Math.max(...known) : Math.min(...known);
  if (known.every((value) => value === best)) return new Set();
  return new Set(values.flatMap((value, index) => (value === best ? [index] : [])));
}
