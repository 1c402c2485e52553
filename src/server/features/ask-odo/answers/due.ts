// Garage answers about the maintenance schedule: what is due next, when a job was last done, and a
// reminder the question names by its title.
import { SERVICE_TYPE_LABELS, type ServiceType } from '../../../../shared/garage.ts';
import type { AskSource } from '../../../../shared/ask-odo.ts';
import { terms } from '../../knowledge/articles.ts';
import type { GroundedVehicle, Grounding } from '../grounding.ts';
import { carName, distance, formatDate, formatMoney, plural } from './format.ts';
import {
  type BuiltInAnswer,
  carsIn,
  vehicleSource,
  recordSource,
  type Ctx,
  noCars,
} from './context.ts';

export function dueLine(g: Grounding, item: GroundedVehicle['upcoming'][number]): string {
  const when: string[] = [];
  if (item.dueDate) when.push(`on ${formatDate(item.dueDate)}`);
  if (item.dueMileage !== null) when.push(`at ${distance(g, item.dueMileage)}`);
  const by = when.join(' or ') + (when.length > 1 ? ', whichever comes first' : '');
  let line: string;
  if (item.status === 'overdue') {
    line = `${item.title} — overdue: it was due ${by}.`;
  } else {
    line = `${item.title} — due ${by}`;
    const left: string[] = [];
    if (item.daysLeft !== null && item.dueDate) left.push(`${plural(item.daysLeft, 'day')}`);
    if (item.distanceLeft !== null) left.push(distance(g, item.distanceLeft));
    line += left.length ? ` (${left.join(' or ')} to go).` : '.';
    if (item.status === 'due_soon') line += ' That is soon.';
  }
  if (item.projectedDate && item.dueMileage !== null && item.projectedDate !== item.dueDate) {
    line += ` At your usual pace you'll reach ${distance(g, item.dueMileage)} around ${formatDate(item.projectedDate)}.`;
  }
  if (item.lastDoneDate) {
    line += ` Last done ${formatDate(item.lastDoneDate)}${item.lastDoneMileage !== null ? ` at ${distance(g, item.lastDoneMileage)}` : ''}.`;
  } else if (item.kind === 'schedule') {
    line += ` There is no ${item.title.toLowerCase()} in your records, so I counted from when the car was added.`;
  }
  return line;
}
/** A reminder this many days ahead or less is worth naming beside the schedule. */
const REMINDER_HORIZON_DAYS = 90;
const daysBetween = (from: string, to: string) =>
  (Date.parse(`${to.slice(0, 10)}T00:00:00Z`) - Date.parse(`${from.slice(0, 10)}T00:00:00Z`)) /
  86_400_000;

export function nextDue(ctx: Ctx, type: ServiceType | null): BuiltInAnswer {
  const { g } = ctx;
  if (g.vehicles.length === 0) return noCars(g, 'when your next service is due');
  const { cars } = carsIn(ctx);
  const lines: string[] = [];
  const sources: AskSource[] = [];
  for (const car of cars) {
    const items = type
      ? car.upcoming.filter((item) => item.serviceType === type)
      : car.upcoming.slice(0, 3);
    if (items.length === 0) {
      lines.push(
        `${carName(car)}: ${type ? `${SERVICE_TYPE_LABELS[type]} isn't on its schedule (${car.fuelType === 'electric' ? "it is electric: no engine, so there's no need for it" : "it doesn't apply to this car"}).` : 'nothing is scheduled.'}`,
      );
      continue;
    }
    const [first, ...rest] = items;
    let text = `${carName(car)}: ${type ? '' : 'first up, '}${dueLine(g, first!)}`;
    if (rest.length) {
      text += ` After that: ${rest
        .map(
          (item) =>
            `${item.title.toLowerCase()} ${item.status === 'overdue' ? '(overdue)' : `by ${formatDate(item.effectiveDate ?? item.dueDate ?? g.today)}`}`,
        )
        .join(', ')}.`;
    }
    // The owner's own reminder soon after ("Winter tyres on"), when the schedule crowded it out.
    const reminder = type
      ? undefined
      : car.upcoming.find(
          (item) =>
            item.kind === 'reminder' &&
            !items.includes(item) &&
            item.dueDate !== null &&
            daysBetween(g.today, item.dueDate) <= REMINDER_HORIZON_DAYS,
        );
    if (reminder) {
      text += ` Your own reminder: ${reminder.title} on ${formatDate(reminder.dueDate!)}.`;
      items.push(reminder);
    }
    lines.push(text);
    for (const item of items) {
      sources.push({
        kind: 'upcoming',
        title: `${item.title} — ${carName(car)}`,
        detail: item.source ?? 'Your reminder',
        vehicleId: car.id,
      });
    }
    const lastRecord = first!.serviceType
      ? car.maintenanceRecords.find((record) => record.type === first!.serviceType)
      : undefined;
    if (lastRecord) sources.push(recordSource(g, car, lastRecord));
  }
  return { intent: 'next_due', text: lines.join('\n\n'), sources };
}
export function lastDone(ctx: Ctx, type: ServiceType | null): BuiltInAnswer {
  const { g, q } = ctx;
  if (g.vehicles.length === 0) return noCars(g, 'when that was last done');
  const { cars } = carsIn(ctx);
  // With no service item named, match the records' descriptions ("wiper blades").
  const generic = new Set([
    'last',
    'time',
    'chang',
    'change',
    'replac',
    'replace',
    'car',
    'done',
    'service',
    'servic',
    'maintenance',
    'work',
    'job',
    'had',
    'get',
    'got',
    'new',
    'fitt',
    'fitted',
    'did',
    'put',
    // Filler an owner writes around the question ("the last thing I had done", "can't remember").
    'thing',
    'something',
    'anything',
    'stuff',
    'remember',
    'ago',
    'recent',
    'recently',
    'lately',
    ...g.vehicles.flatMap((car) =>
      terms(`${car.make} ${car.model} ${car.nickname ?? ''} ${car.year}`),
    ),
  ]);
  // Only words of car care or of the owner's own records describe a job ("cant remember" does not).
  const recordWords = new Set(
    g.vehicles.flatMap((car) =>
      car.maintenanceRecords.flatMap((r) => terms(`${r.description ?? ''} ${r.typeLabel}`)),
    ),
  );
  const wanted = new Set(
    terms(q).filter(
      (word) => !generic.has(word) && (ctx.kb.articles.knows(word) || recordWords.has(word)),
    ),
  );
  const described = (record: GroundedVehicle['maintenanceRecords'][number]) =>
    terms(`${record.description} ${record.typeLabel}`).some((word) => wanted.has(word));
  // "last time it was in for service? can't remember": no record fits the other words, and the
  // question asks for a service in general, so it gets the last service of any kind.
  const anyService =
    /\bservic|\bmaintenance\b|\bin for\b|\b(?:last|latest) (?:thing|job|work)\b/.test(q) &&
    !cars.some((car) => car.maintenanceRecords.some(described));
  const byDescription = type === null && wanted.size > 0 && !anyService;
  const matching = (car: GroundedVehicle) =>
    car.maintenanceRecords.filter((record) =>
      type ? record.type === type : byDescription ? described(record) : true,
    );
  const shown =
    byDescription && cars.some((car) => matching(car).length > 0)
      ? cars.filter((car) => matching(car).length > 0)
      : cars;
  const lines: string[] = [];
  const sources: AskSource[] = [];
  for (const car of shown) {
    const records = matching(car);
    const label = type
      ? SERVICE_TYPE_LABELS[type].toLowerCase()
      : byDescription
        ? [...wanted].join(' ')
        : 'service';
    const last = records[0];
    if (!last) {
      let line = `${carName(car)}: there's no ${label} in your records${byDescription ? ' (I looked for it in your maintenance records)' : ''}.`;
      const due = type ? car.upcoming.find((item) => item.serviceType === type) : undefined;
      if (due) line += ` By Odo's schedule: ${dueLine(g, due)}`;
      lines.push(line);
      sources.push(vehicleSource(car));
      continue;
    }
    const bits: string[] = [];
    if (last.mileage !== null) bits.push(`at ${distance(g, last.mileage)}`);
    if (last.cost > 0) bits.push(`for ${formatMoney(last.cost, last.currency)}`);
    const what = last.type === 'other' && last.description ? last.description : last.typeLabel;
    let line = `${carName(car)}: ${what} — last done on ${formatDate(last.date)}${bits.length ? ` ${bits.join(', ')}` : ''}.`;
    if (last.mileage !== null && car.mileage > last.mileage)
      line += ` You have driven ${distance(g, car.mileage - last.mileage)} since then.`;
    if (last.description && last.type !== 'other') line += ` Your note: “${last.description}”.`;
    if (records.length > 1) line += ` Before that: ${formatDate(records[1]!.date)}.`;
    const due = car.upcoming.find(
      (item) => item.serviceType === last.type && last.type !== 'other',
    );
    if (due)
      line += ` Next due ${due.dueDate ? formatDate(due.dueDate) : ''}${due.dueDate && due.dueMileage !== null ? ' or ' : ''}${due.dueMileage !== null ? `at ${distance(g, due.dueMileage)}` : ''}.`;
    lines.push(line);
    sources.push(recordSource(g, car, last));
  }
  return { intent: 'last_done', text: lines.join('\n\n'), sources };
}
/** Reminders whose own title the question uses ("insurance renewal", "battery health check"). */
/** Two words are the same word when equal, or when one starts the other ("renew", "renewal"). */
const sameWord = (a: string, b: string) =>
  a === b || (Math.min(a.length, b.length) >= 4 && (a.startsWith(b) || b.startsWith(a)));

/** `strict` (the question also names a service item): two of the title's words must be there. */
export function reminderNamed(ctx: Ctx, strict = false) {
  const generic = new Set(['due', 'when', 'next', 'remind', 'reminder', 'check', 'car', 'need']);
  const asked = new Set(terms(ctx.question).filter((w) => !generic.has(w)));
  const found: Array<{ car: GroundedVehicle; item: GroundedVehicle['upcoming'][number] }> = [];
  for (const car of carsIn(ctx).cars) {
    for (const item of car.upcoming) {
      if (item.kind !== 'reminder') continue;
      const words = terms(item.title).filter((w) => !generic.has(w));
      const shared = words.filter((w) => [...asked].some((a) => sameWord(a, w))).length;
      const needed = strict ? 2 : Math.min(2, words.length);
      if (words.length && shared >= needed) found.push({ car, item });
    }
  }
  return found;
}
