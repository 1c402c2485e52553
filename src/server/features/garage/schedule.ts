// The schedule engine: from the interval table, a car's records and reminders, its mileage and its
// usual pace, what is due and when — by date, by distance (with a projected date), or whichever
// comes first — grouped overdue / due soon / later. Pure: no database, no clock but `today`.
import type { DueStatus, ServiceType } from '../../../shared/garage.ts';
import { SERVICE_TYPE_LABELS } from '../../../shared/garage.ts';
import { addDays, addMonths, daysBetween } from './dates.ts';
import {
  powertrainOf,
  SERVICE_INTERVALS,
  type ServiceIntervalEntry,
} from '../knowledge/service-intervals.ts';
import { timingBeltSchedule, UNKNOWN_BELT_NOTE } from '../knowledge/timing-drives.ts';

/** Due soon: within this many days or this many km. */
export const DUE_SOON_DAYS = 30;
export const DUE_SOON_KM = 1_000;
/** The pace assumed when nothing better is known: 15,000 km a year. */
export const DEFAULT_KM_PER_DAY = 15_000 / 365;

export interface ScheduleVehicle {
  id: string;
  year: number;
  fuelType: string | null;
  /** Make, model and trim tell the engine (a chain engine has no timing-belt job); optional. */
  make?: string;
  model?: string;
  trim?: string | null;
  /** Litres, from a VIN decode when there is one. */
  displacementL?: number | null;
  /** km */
  mileage: number;
  initialMileage: number;
  /** The date the car was added (the schedule's start for items with no record). */
  addedDate: string;
}

export interface ScheduleRecord {
  type: string;
  date: string;
  /** km */
  mileage: number | null;
}

export interface ScheduleReminder {
  id: string;
  title: string;
  serviceType: string | null;
  dueDate: string | null;
  /** km */
  dueMileage: number | null;
  completedAt: Date | string | null;
}

/** A dated odometer reading (from maintenance and fuel records). */
export interface OdometerPoint {
  date: string;
  km: number;
}

export interface DueItem {
  itemKey: string;
  kind: 'schedule' | 'reminder';
  serviceType: ServiceType | null;
  title: string;
  status: DueStatus;
  dueDate: string | null;
  /** km */
  dueKm: number | null;
  projectedDate: string | null;
  effectiveDate: string | null;
  /** km, negative when overdue */
  kmLeft: number | null;
  daysLeft: number | null;
  lastDoneDate: string | null;
  lastDoneKm: number | null;
  source: string | null;
}

/**
 * The car's usual km per day: from its dated odometer readings when they span 30 days or more,
 * else from its age (mileage since 1 January of the model year), else 15,000 km a year.
 */
export function kmPerDay(vehicle: ScheduleVehicle, points: OdometerPoint[], today: string): number {
  const known = points.filter((point) => point.km >= 0 && point.date <= today);
  if (known.length >= 2) {
    const sorted = [...known].sort((a, b) => a.date.localeCompare(b.date) || a.km - b.km);
    const first = sorted[0]!;
    const last = sorted[sorted.length - 1]!;
    const days = daysBetween(first.date, last.date);
    if (days >= 30 && last.km > first.km) return (last.km - first.km) / days;
  }
  const ageDays = daysBetween(`${vehicle.year}-01-01`, today);
  if (vehicle.mileage > 0 && ageDays >= 30) return vehicle.mileage / ageDays;
  return DEFAULT_KM_PER_DAY;
}

const STATUS_RANK: Record<DueStatus, number> = { overdue: 0, due_soon: 1, later: 2 };

/** Most urgent first: status, then the date it falls due, then the distance left. */
export function compareDue(a: DueItem, b: DueItem): number {
  return (
    STATUS_RANK[a.status] - STATUS_RANK[b.status] ||
    (a.effectiveDate ?? '9999-12-31').localeCompare(b.effectiveDate ?? '9999-12-31') ||
    (a.kmLeft ?? Number.MAX_SAFE_INTEGER) - (b.kmLeft ?? Number.MAX_SAFE_INTEGER) ||
    a.itemKey.localeCompare(b.itemKey)
  );
}

function dueItem(
  base: Omit<DueItem, 'status' | 'projectedDate' | 'effectiveDate' | 'kmLeft' | 'daysLeft'>,
  mileage: number,
  pace: number,
  today: string,
): DueItem {
  const kmLeft = base.dueKm === null ? null : base.dueKm - mileage;
  const projectedDate =
    kmLeft === null ? null : kmLeft <= 0 ? today : addDays(today, Math.ceil(kmLeft / pace));
  const effectiveDate =
    [base.dueDate, projectedDate].filter((d): d is string => d !== null).sort()[0] ?? null;
  const daysLeft = effectiveDate === null ? null : daysBetween(today, effectiveDate);
  const overdue =
    (base.dueDate !== null && base.dueDate <= today) || (kmLeft !== null && kmLeft <= 0);
  const soon =
    (daysLeft !== null && daysLeft <= DUE_SOON_DAYS) || (kmLeft !== null && kmLeft <= DUE_SOON_KM);
  return {
    ...base,
    status: overdue ? 'overdue' : soon ? 'due_soon' : 'later',
    projectedDate,
    effectiveDate,
    kmLeft,
    daysLeft,
  };
}

function applies(entry: ServiceIntervalEntry, fuelType: string | null) {
  const interval = entry.intervals[powertrainOf(fuelType)];
  if (!interval) return null;
  if (entry.sparkIgnitionOnly && fuelType === 'diesel') return null;
  return interval;
}

/**
 * The timing-belt item's source line, or null when the car's engine has a chain or gears (and
 * no belt change was ever recorded: a record says the car has a belt, whatever the table says).
 */
function timingBeltSource(vehicle: ScheduleVehicle, records: ScheduleRecord[]): string | null {
  if (!vehicle.make || !vehicle.model) return UNKNOWN_BELT_NOTE;
  const belt = timingBeltSchedule({
    make: vehicle.make,
    model: vehicle.model,
    year: vehicle.year,
    trim: vehicle.trim,
    displacementL: vehicle.displacementL,
    fuelType: vehicle.fuelType,
  });
  if (belt.scheduled) return belt.source;
  return records.some((record) => record.type === 'timing_belt') ? UNKNOWN_BELT_NOTE : null;
}

/** The last record of a type: latest date, then highest mileage. */
function lastOf(records: ScheduleRecord[], type: string): ScheduleRecord | null {
  let last: ScheduleRecord | null = null;
  for (const record of records) {
    if (record.type !== type) continue;
    if (
      !last ||
      record.date > last.date ||
      (record.date === last.date && (record.mileage ?? -1) > (last.mileage ?? -1))
    ) {
      last = record;
    }
  }
  return last;
}

export interface ScheduleInput {
  vehicle: ScheduleVehicle;
  records: ScheduleRecord[];
  reminders: ScheduleReminder[];
  points: OdometerPoint[];
  today: string;
}

/** Everything due for one car, most urgent first. */
export function scheduleFor(input: ScheduleInput): DueItem[] {
  const { vehicle, records, reminders, today } = input;
  const pace = kmPerDay(vehicle, input.points, today);
  const items: DueItem[] = [];

  for (const entry of SERVICE_INTERVALS) {
    const interval = applies(entry, vehicle.fuelType);
    if (!interval) continue;
    const source = entry.type === 'timing_belt' ? timingBeltSource(vehicle, records) : entry.source;
    if (source === null) continue;
    const last = lastOf(records, entry.type);
    // With no record yet, the schedule starts when the car was added to the garage.
    const fromDate = last?.date ?? vehicle.addedDate;
    const fromKm = last ? last.mileage : vehicle.initialMileage;
    items.push(
      dueItem(
        {
          itemKey: `svc:${entry.type}`,
          kind: 'schedule',
          serviceType: entry.type,
          title: SERVICE_TYPE_LABELS[entry.type],
          dueDate: interval.months === null ? null : addMonths(fromDate, interval.months),
          dueKm: interval.km === null || fromKm === null ? null : fromKm + interval.km,
          lastDoneDate: last?.date ?? null,
          lastDoneKm: last?.mileage ?? null,
          source,
        },
        vehicle.mileage,
        pace,
        today,
      ),
    );
  }

  for (const reminder of reminders) {
    if (reminder.completedAt) continue;
    items.push(
      dueItem(
        {
          itemKey: `rem:${reminder.id}`,
          kind: 'reminder',
          serviceType: (reminder.serviceType as ServiceType | null) ?? null,
          title: reminder.title,
          dueDate: reminder.dueDate,
          dueKm: reminder.dueMileage,
          lastDoneDate: null,
          lastDoneKm: null,
          source: null,
        },
        vehicle.mileage,
        pace,
        today,
      ),
    );
  }

  return items.sort(compareDue);
}

/** What identifies one due of an item: the next due after "done" gets a new key. */
export function dueKey(item: Pick<DueItem, 'dueDate' | 'dueKm'>): string {
  return `${item.dueDate ?? '-'}|${item.dueKm ?? '-'}`;
}
