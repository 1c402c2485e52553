import { dateTimeFormat } from '../../lib/intl.ts';
import { Wallet } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { cn } from '../../lib/cn.ts';
import CostsChart from './costs-chart.tsx';
import { useCosts } from './costs.ts';
import { Figure } from './figure.tsx';
import type { CostPeriod } from './garage-types.ts';
import { formatCostPerDistance, formatMoney } from './units.ts';
import { useUnitPrefs } from '../../lib/unit-prefs/use-unit-prefs.ts';

const PERIODS: Array<{ id: CostPeriod; label: string }> = [
  { id: 'this_year', label: 'This year' },
  { id: '12_months', label: '12 months' },
  { id: 'all', label: 'All time' },
];

function monthLabel(key: string) {
  const [y, m] = key.split('-').map(Number);
  return dateTimeFormat(undefined, { month: 'short', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y ?? 2000, (m ?? 1) - 1, 1)),
  );
}

export function MaintenanceCostsPage() {
  const [prefs] = useUnitPrefs();
  const [period, setPeriod] = useState<CostPeriod>('12_months');
  const money = (amount: number) => formatMoney(amount, prefs.currency);
  const costs = useCosts(period);
  const summary = costs.data;

  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6 px-4 pt-5 pb-10 sm:px-6 md:pt-8 lg:px-8">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1">
          <h1 className="text-title font-bold md:text-[2.25rem]">Maintenance costs</h1>
          <p className="text-muted-foreground">What your cars cost to keep on the road.</p>
        </div>
        <div
          role="radiogroup"
          aria-label="Period"
          className="inline-flex h-10 items-center gap-0.5 rounded-control bg-muted p-1"
        >
          {PERIODS.map((option) => (
            <button
              key={option.id}
              type="button"
              role="radio"
              aria-checked={period === option.id}
              onClick={() => setPeriod(option.id)}
              className={cn(
                'h-full rounded-[0.45rem] px-3 text-sm font-medium text-muted-foreground focus-visible:outline-2 focus-visible:outline-ring',
                period === option.id && 'bg-surface text-foreground shadow-sm',
              )}
            >
              {option.label}
            </button>
          ))}
        </div>
      </header>

      {costs.isPending ? (
        <div className="grid gap-4" aria-busy="true">
          <Skeleton className="h-24 rounded-card" />
          <Skeleton className="h-72 rounded-card" />
        </div>
      ) : costs.error || !summary ? (
        <Alert tone="error" role="alert">
          Your costs could not be loaded: {costs.error?.message}
        </Alert>
      ) : summary.total === 0 ? (
        <Card className="grid justify-items-center gap-2 px-6 py-12 text-center">
          <Wallet className="size-8 text-muted-foreground" aria-hidden="true" />
          <p className="font-semibold">Nothing spent in this period</p>
          <p className="text-sm text-muted-foreground">
            Log services and fill-ups on your cars'{' '}
            <Link to="/garage" className="font-medium text-brand hover:underline">
              garage pages
            </Link>{' '}
            to see where the money goes.
          </p>
        </Card>
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-3 md:grid-cols-3" aria-label="Totals">
            <Figure label="Total in this period" value={money(summary.total)} />
            <Figure label="Maintenance" value={money(summary.maintenance)} />
            <Figure label="Fuel" value={money(summary.fuel)} />
            <Figure label="Other expenses" value={money(summary.expenses)} />
            <Figure
              label="Total cost of ownership (all time)"
              value={money(summary.totalCostOfOwnership)}
            />
            <Figure
              label={`Cost per ${prefs.distance}`}
              value={formatCostPerDistance(summary.perKm, prefs)}
            />
          </dl>
          <Card className="p-4 sm:p-5">
            <figure>
              <figcaption className="mb-3 font-semibold">Spend by month</figcaption>
              <CostsChart
                bars={summary.byMonth.map((entry) => ({
                  label: monthLabel(entry.month),
                  ...entry,
                }))}
                formatMoney={money}
              />
            </figure>
          </Card>
          <div className="grid gap-4 md:grid-cols-2">
            <Card className="p-4 sm:p-5" role="region" aria-labelledby="by-category">
              <h2 id="by-category" className="mb-3 font-semibold">
                By category
              </h2>
              <Bars rows={summary.byCategory} total={summary.total} money={money} />
            </Card>
            <Card className="p-4 sm:p-5" role="region" aria-labelledby="by-vehicle">
              <h2 id="by-vehicle" className="mb-3 font-semibold">
                By vehicle
              </h2>
              <Bars
                rows={summary.byVehicle.map((row) => ({
                  key: row.id,
                  label: row.name,
                  amount: row.amount,
                  note: formatCostPerDistance(row.perKm, prefs),
                }))}
                total={summary.total}
                money={money}
              />
            </Card>
          </div>
        </>
      )}
    </div>
  );
}

function Bars({
  rows,
  total,
  money,
}: {
  rows: Array<{ key: string; label: string; amount: number; note?: string }>;
  total: number;
  money: (amount: number) => string;
}) {
  return (
    <ul className="grid gap-3">
      {rows.map((row) => (
        <li key={row.key} className="grid gap-1">
          <div className="flex justify-between gap-3 text-sm">
            <span className="min-w-0 truncate">{row.label}</span>
            <span className="shrink-0 font-semibold tabular-nums">{money(row.amount)}</span>
          </div>
          <div className="h-1.5 overflow-hidden rounded-full bg-muted" aria-hidden="true">
            <div
              className="h-full rounded-full bg-brand"
              style={{ width: `${total > 0 ? (row.amount / total) * 100 : 0}%` }}
            />
          </div>
          {row.note ? <span className="text-xs text-muted-foreground">{row.note}</span> : null}
        </li>
      ))}
    </ul>
  );
}
