// The assessment's maintenance schedule: a garage car's comes from the garage's own schedule
// engine (its records); any other car's from the service intervals by mileage and age, where
// every item that has fallen due at least once is 'unknown' until the seller shows proof.
import type { ScheduleItem } from '../../../shared/assessment.ts';
import { SERVICE_TYPE_LABELS } from '../../../shared/garage.ts';
import {
  powertrainOf,
  SERVICE_INTERVALS,
  type ServiceInterval,
  type ServiceIntervalEntry,
} from '../knowledge/service-intervals.ts';
import { timingBeltSchedule } from '../knowledge/timing-drives.ts';
import type { Grounding } from './grounding.ts';

const km = (value: number) => `${value.toLocaleString('en-US')} km`;

function everyText(interval: ServiceInterval): string {
  const parts = [
    interval.km !== null ? km(interval.km) : null,
    interval.months !== null
      ? interval.months % 12 === 0
        ? `${interval.months / 12} year${interval.months === 12 ? '' : 's'}`
        : `${interval.months} months`
      : null,
  ].filter(Boolean);
  return `every ${parts.join(' or ')}`;
}

function intervalOf(entry: ServiceIntervalEntry, fuelType: string | null) {
  if (entry.sparkIgnitionOnly && fuelType === 'diesel') return null;
  return entry.intervals[powertrainOf(fuelType)] ?? null;
}

/** How many times an interval has come round over the car's life (by distance or by age). */
function timesDue(interval: ServiceInterval, mileage: number, ageMonths: number): number {
  return Math.max(
    interval.km ? Math.floor(mileage / interval.km) : 0,
    interval.months ? Math.floor(ageMonths / interval.months) : 0,
  );
}

const BELT_NOTE = ' Only if the engine has a timing belt (chains need none).';

/** The timing-belt note for a described car, or null when its engine has a chain or gears. */
function beltNote(g: Grounding): string | null {
  const { make, model, year, trim, engineDescription, fuelType } = g.vehicle;
  const belt = timingBeltSchedule({
    make,
    model,
    year,
    trim,
    engine: engineDescription,
    displacementL: g.vin?.engine.displacementL ?? null,
    fuelType,
  });
  if (!belt.scheduled) return null;
  return belt.drive === 'belt' ? ` ${belt.source}` : BELT_NOTE;
}

/** Free-form cars: nothing can be verified, so what has come due is 'unknown', never urgent. */
function fromIntervals(g: Grounding): ScheduleItem[] {
  const { mileage, fuelType } = g.vehicle;
  const ageMonths = g.ageYears * 12;
  const unknown: ScheduleItem[] = [];
  const ok: ScheduleItem[] = [];
  for (const entry of SERVICE_INTERVALS) {
    const interval = intervalOf(entry, fuelType);
    if (!interval) continue;
    const belt = entry.type === 'timing_belt' ? beltNote(g) : '';
    if (belt === null) continue;
    const label = SERVICE_TYPE_LABELS[entry.type];
    const times = timesDue(interval, mileage, ageMonths);
    if (times >= 1) {
      unknown.push({
        item: entry.type,
        label,
        status: 'unknown',
        dueKm: interval.km ? Math.floor(mileage / interval.km) * interval.km : null,
        dueDate: null,
        note: `Due ${everyText(interval)}: at ${km(mileage)} and ${g.ageYears} years it has fallen due ${times === 1 ? 'once' : `${times} times`}. Ask for proof it was done (a receipt or a stamped service book).${belt}`,
      });
    } else {
      ok.push({
        item: entry.type,
        label,
        status: 'ok',
        dueKm: interval.km,
        dueDate: null,
        note: `Due ${everyText(interval)}; not due yet at ${km(mileage)}.${belt}`,
      });
    }
  }
  return [...unknown, ...ok];
}

const STATUS = { overdue: 'overdue', due_soon: 'due_soon', later: 'ok' } as const;

/** Garage cars: the garage's schedule; an item with no record that has come due is 'unknown'. */
function fromGarage(g: Grounding): ScheduleItem[] {
  const ageMonths = g.ageYears * 12;
  return (g.garage?.due ?? []).map((item) => {
    const entry = SERVICE_INTERVALS.find((e) => e.type === item.serviceType);
    const interval =
      entry && item.kind === 'schedule' ? intervalOf(entry, g.vehicle.fuelType) : null;
    const neverRecorded = item.kind === 'schedule' && item.lastDoneDate === null;
    const cameDue = interval !== null && timesDue(interval, g.vehicle.mileage, ageMonths) >= 1;
    const status =
      neverRecorded && cameDue && item.status !== 'overdue' ? 'unknown' : STATUS[item.status];
    const due = [item.dueKm !== null ? `at ${km(item.dueKm)}` : null, item.dueDate]
      .filter(Boolean)
      .join(' or by ');
    let note: string;
    if (item.kind === 'reminder') note = `Your reminder: due ${due || 'when set'}.`;
    else if (status === 'unknown') {
      note = `No record in Odo; due ${interval ? everyText(interval) : ''}. If it was done before the car was added, add the record.`;
    } else if (item.lastDoneDate) {
      note = `Last done ${item.lastDoneDate}${item.lastDoneKm !== null ? ` at ${km(item.lastDoneKm)}` : ''}; next due ${due}.`;
    } else note = `No record yet; due ${due} (counted from when the car was added).`;
    if (item.serviceType === 'timing_belt' && item.kind === 'schedule' && !item.lastDoneDate) {
      note += beltNote(g) ?? BELT_NOTE;
    }
    return {
      item: item.serviceType ?? 'reminder',
      label: item.title,
      status,
      dueKm: item.dueKm,
      dueDate: item.dueDate,
      note,
    };
  });
}

export function maintenanceScheduleOf(g: Grounding): ScheduleItem[] {
  return g.garage ? fromGarage(g) : fromIntervals(g);
}
