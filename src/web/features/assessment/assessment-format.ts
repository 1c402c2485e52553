// How an assessment's figures and words read: USD amounts, km in the user's distance unit, the
// labels of severities, conditions and schedule statuses, the engine's byline.
import { dateTimeFormat, numberFormat } from '../../lib/intl.ts';
import type { Condition, IssueSeverity } from '../../../shared/assessment-vocab.ts';
import type { AssessedVehicle, ScheduleItem } from '../../../shared/assessment.ts';
import { DISTANCE_UNIT_LABELS, fromKm, type DistanceUnit } from '../../../shared/units-vocab.ts';

const whole = () => numberFormat('en-US', { maximumFractionDigits: 0 });
const usd = () =>
  numberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  });

export function formatUsd(amount: number): string {
  return usd().format(amount);
}

/** "$3,500–$5,000" (one figure when both ends agree). */
export function formatUsdRange(range: { min: number; max: number }): string {
  return range.min === range.max
    ? formatUsd(range.min)
    : `${formatUsd(range.min)}–${formatUsd(range.max)}`;
}

/** Kilometres in the user's unit: "150,000 km" / "93,206 mi". */
export function formatKm(km: number, unit: DistanceUnit): string {
  return `${whole().format(Math.round(fromKm(km, unit)))} ${DISTANCE_UNIT_LABELS[unit]}`;
}

/** "96,000–160,000 km"; null when the problem is not tied to mileage. */
export function formatKmRange(
  range: { from: number; to: number } | null,
  unit: DistanceUnit,
): string | null {
  if (!range) return null;
  const from = whole().format(Math.round(fromKm(range.from, unit)));
  return `${from}–${formatKm(range.to, unit)}`;
}

/** An ISO timestamp as a calendar date in the user's locale: "Nov 23, 2026". */
export function formatDay(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateTimeFormat(undefined, { dateStyle: 'medium' }).format(date);
}

export function vehicleName(
  vehicle: Pick<AssessedVehicle, 'year' | 'make' | 'model' | 'trim'>,
): string {
  return [vehicle.year, vehicle.make, vehicle.model, vehicle.trim].filter(Boolean).join(' ');
}

export const SEVERITY_LABELS: Record<IssueSeverity, string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  critical: 'Critical',
};

export const CONDITION_LABELS: Record<Condition, string> = {
  excellent: 'Excellent',
  good: 'Good',
  fair: 'Fair',
  poor: 'Poor',
  unknown: 'Not known',
};

export const SCHEDULE_STATUS_LABELS: Record<ScheduleItem['status'], string> = {
  overdue: 'Overdue',
  due_soon: 'Due soon',
  ok: 'Up to date',
  unknown: 'No record',
};

/** "Written by Odo's built-in engine" or "Written by openai:gpt-5-mini from Odo's data". */
export function engineByline(engine: string): string {
  return engine === 'built-in'
    ? "Written by Odo's built-in engine"
    : `Written by ${engine} from Odo's data`;
}
