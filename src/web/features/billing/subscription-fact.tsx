// One labelled figure of a subscription (next date, card) as a <dl> group with its icon.
import type { CalendarClock } from 'lucide-react';

export function SubscriptionFact({
  icon: Icon,
  label,
  value,
}: {
  icon: typeof CalendarClock;
  label: string;
  value: string;
}) {
  // A <dl>'s group is a <div> holding only its <dt> and <dd> (axe: definition-list, dlitem): the
  // icon sits inside the term, placed at the group's left edge.
  return (
    <div className="relative min-w-0 rounded-control border border-border bg-surface py-2.5 pr-3 pl-10.5">
      <dt className="text-xs text-muted-foreground">
        <Icon
          className="absolute top-1/2 left-3 size-4.5 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        {label}
      </dt>
      <dd className="font-semibold tabular-nums">{value}</dd>
    </div>
  );
}
