// The four figures of the home page's car card: mileage (any figure, as a Stat), this month's spend
// (in the currencies it was spent in), the next service and the server's fuel economy trend.
import {
  CalendarClock,
  Fuel,
  PlugZap,
  RotateCw,
  TrendingDown,
  TrendingUp,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { cn } from '../../lib/cn.ts';
import { dateTimeFormat } from '../../lib/intl.ts';
import type { DistanceUnit } from '../../../shared/units-vocab.ts';
import { useCosts } from './costs.ts';
import { DueBadge } from './due-badge.tsx';
import { EconomySparkline } from './economy-sparkline.tsx';
import type { Vehicle } from './garage-types.ts';
import {
  formatAmounts,
  formatDate,
  formatDistance,
  formatEconomy,
  type UnitPrefs,
} from './units.ts';

export function Stat({
  icon: Icon,
  label,
  children,
  detail,
}: {
  icon: LucideIcon;
  label: string;
  children: ReactNode;
  detail?: ReactNode;
}) {
  return (
    <div className="grid min-h-[5.5rem] min-w-0 content-start gap-1 rounded-control bg-muted/60 p-3">
      <dt className="flex items-center gap-1.5 text-xs font-medium text-muted-foreground">
        <Icon className="size-3.5 shrink-0" aria-hidden="true" />
        {label}
      </dt>
      <dd className="min-w-0 text-base leading-snug font-bold">{children}</dd>
      {detail ? <dd className="min-w-0 text-xs text-muted-foreground">{detail}</dd> : null}
    </div>
  );
}

export function MonthSpend({ vehicleId, prefs }: { vehicleId: string; prefs: UnitPrefs }) {
  const costs = useCosts('this_month');
  const month = dateTimeFormat(undefined, { month: 'long' }).format(new Date());
  if (costs.isPending) {
    return (
      <Stat icon={Wallet} label="This month">
        <Skeleton className="mt-1 h-5 w-20" />
        <span className="sr-only">Loading</span>
      </Stat>
    );
  }
  if (costs.error) {
    return (
      <Stat icon={Wallet} label="This month">
        <span className="text-sm font-medium text-destructive">Not loaded</span>
        <button
          type="button"
          onClick={() => void costs.refetch()}
          className="ml-2 inline-flex items-center gap-1 text-sm font-semibold text-brand hover:underline"
        >
          <RotateCw className="size-3.5" aria-hidden="true" />
          Retry<span className="sr-only"> this month's spend</span>
        </button>
      </Stat>
    );
  }
  // Each currency on its own ("$80.00 + €45.50"): the server never adds one to another.
  const amounts = costs.data.byVehicle.find((row) => row.id === vehicleId)?.amounts ?? [];
  return (
    <Stat icon={Wallet} label="This month" detail={`Spent in ${month}`}>
      <span className="tabular-nums" data-testid="home-month-spend">
        {formatAmounts(amounts, prefs.currency)}
      </span>
    </Stat>
  );
}

export function NextService({ vehicle, distance }: { vehicle: Vehicle; distance: DistanceUnit }) {
  const next = vehicle.nextService;
  if (!next) {
    return (
      <Stat icon={CalendarClock} label="Next service" detail="Up to date">
        Nothing due
      </Stat>
    );
  }
  const when = next.effectiveDate
    ? formatDate(next.effectiveDate)
    : next.dueMileage != null
      ? `at ${formatDistance(next.dueMileage, distance)}`
      : null;
  return (
    <Stat
      icon={CalendarClock}
      label="Next service"
      detail={
        <span className="flex flex-wrap items-center gap-1.5">
          {next.status !== 'later' ? <DueBadge status={next.status} /> : null}
          {when}
        </span>
      }
    >
      <span className="line-clamp-2 break-words">{next.title}</span>
    </Stat>
  );
}

/** The server's trend of the last fill-ups (or charges), in the user's units, as given. */
export function EconomyStat({ vehicle }: { vehicle: Vehicle }) {
  const trend = vehicle.economyTrend;
  const charge = trend?.charge ?? vehicle.fuelType === 'electric';
  const Icon = charge ? PlugZap : Fuel;
  const latest = trend?.values.at(-1);
  if (!trend || latest == null) {
    return (
      <Stat
        icon={Icon}
        label="Fuel economy"
        detail={charge ? 'Log two full charges to see it' : 'Log two full tanks to see it'}
      >
        <span className="text-muted-foreground">—</span>
      </Stat>
    );
  }
  const Arrow = trend.direction === 'better' ? TrendingUp : TrendingDown;
  return (
    <Stat
      icon={Icon}
      label="Fuel economy"
      detail={
        trend.direction ? (
          <span
            className={cn(
              'inline-flex items-center gap-1 font-medium',
              trend.direction === 'better' ? 'text-success' : 'text-destructive',
            )}
          >
            <Arrow className="size-3.5" aria-hidden="true" />
            {trend.direction === 'better' ? 'Better' : 'Worse'}
            <span className="sr-only"> than the {charge ? 'charge' : 'fill-up'} before</span>
          </span>
        ) : charge ? (
          'Latest full charge'
        ) : (
          'Latest full tank'
        )
      }
    >
      <span className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1">
        <span className="tabular-nums">{formatEconomy({ value: latest, unit: trend.unit })}</span>
        <EconomySparkline values={trend.values} />
      </span>
    </Stat>
  );
}
