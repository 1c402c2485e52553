// The assessment's service schedule: each item's status, when it is (or was) due, and why.
import type { ScheduleItem } from '../../../shared/assessment.ts';
import type { DistanceUnit } from '../../../shared/units-vocab.ts';
import { formatDay, formatKm } from './assessment-format.ts';
import { ScheduleStatusBadge } from './result-parts.tsx';

const STATUS_ORDER = { overdue: 0, due_soon: 1, unknown: 2, ok: 3 } as const;

function dueText(item: ScheduleItem, distance: DistanceUnit): string | null {
  const parts = [
    item.dueKm !== null ? `at ${formatKm(item.dueKm, distance)}` : null,
    item.dueDate ? `by ${formatDay(item.dueDate)}` : null,
  ].filter(Boolean);
  return parts.length > 0 ? `Due ${parts.join(' or ')}` : null;
}

export function MaintenanceSchedule({
  items,
  distance,
}: {
  items: ScheduleItem[];
  distance: DistanceUnit;
}) {
  if (items.length === 0) {
    return (
      <p className="rounded-control border border-dashed border-border p-4 text-sm text-muted-foreground">
        No schedule for this car.
      </p>
    );
  }
  const sorted = [...items].sort((a, b) => STATUS_ORDER[a.status] - STATUS_ORDER[b.status]);
  return (
    <ul
      className="divide-y divide-border rounded-control border border-border"
      aria-label="Services"
    >
      {sorted.map((item) => {
        const due = dueText(item, distance);
        return (
          <li
            key={item.item}
            className="odo-keep grid gap-1 px-4 py-3 sm:grid-cols-[9.5rem_6.5rem_minmax(0,1fr)] sm:items-center sm:gap-4"
          >
            <div className="flex items-center justify-between gap-3 sm:contents">
              <p className="font-medium">{item.label}</p>
              <div>
                <ScheduleStatusBadge status={item.status} />
              </div>
            </div>
            <p className="text-sm text-muted-foreground">
              {/* The engine's note says when and why; the bare figures only when it has none. */}
              {item.note || due}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
