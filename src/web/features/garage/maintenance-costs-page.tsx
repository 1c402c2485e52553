import { dateTimeFormat } from '../../lib/intl.ts';
import { Wallet } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { cn } from '../../lib/cn.ts';
import CostsChart from './costs-chart.tsx';
import { useCosts, type CurrencyCosts } from './costs.ts';
import { Figure } from './figure.tsx';
import type { CostPeriod } from './garage-types.ts';
import {
  formatAmounts,
  formatCostPerDistance,
  formatMoney,
  type Money,
  type UnitPrefs,
} from './units.ts';
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
  const costs = useCosts(period);
  const summary = costs.data;
  // Each sum in its own currency ("$387.42 + €120.00"); nothing spent reads as zero in the setting's.
  const sums = (pick: (entry: CurrencyCosts) => number) =>
    formatAmounts(
      (summary?.currencies ?? []).map((entry) => ({
        currency: entry.currency,
        amount: pick(entry),
      })),
      prefs.currency,
    );
  const spentIn = summary?.currencies.filter((entry) => entry.total !== 0) ?? [];

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
      ) : spentIn.length === 0 ? (
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
            <Figure label="Total in this period" value={sums((entry) => entry.total)} />
            <Figure label="Maintenance" value={sums((entry) => entry.maintenance)} />
            <Figure label="Fuel" value={sums((entry) => entry.fuel)} />
            <Figure label="Other expenses" value={sums((entry) => entry.expenses)} />
            <Figure
              label="Total cost of ownership (all time)"
              value={sums((entry) => entry.totalCostOfOwnership)}
            />
            <Figure
              label={`Cost per ${prefs.distance}`}
              value={perDistance(
                spentIn.map((entry) => ({ currency: entry.currency, perKm: entry.perKm })),
                prefs,
              )}
            />
          </dl>
          {spentIn.map((entry) => (
            <Card key={entry.currency} className="p-4 sm:p-5">
              <figure>
                <figcaption className="mb-3 font-semibold">
                  Spend by month{spentIn.length > 1 ? ` (${entry.currency})` : ''}
                </figcaption>
                <CostsChart
                  bars={entry.byMonth.map((month) => ({
                    label: monthLabel(month.month),
                    ...month,
                  }))}
                  formatMoney={(amount) => formatMoney(amount, entry.currency)}
                />
              </figure>
            </Card>
          ))}
          <div className="grid gap-4 md:grid-cols-2">
            <Card className="p-4 sm:p-5" role="region" aria-labelledby="by-category">
              <h2 id="by-category" className="mb-3 font-semibold">
                By category
              </h2>
              <Bars
                rows={spentIn.flatMap((entry) =>
                  entry.byCategory.map((row) => ({
                    key: `${entry.currency}:${row.key}`,
                    label: row.label,
                    amounts: [{ currency: entry.currency, amount: row.amount }],
                  })),
                )}
                totals={spentIn}
                zeroCurrency={prefs.currency}
              />
            </Card>
            <Card className="p-4 sm:p-5" role="region" aria-labelledby="by-vehicle">
              <h2 id="by-vehicle" className="mb-3 font-semibold">
                By vehicle
              </h2>
              <Bars
                rows={summary.byVehicle.map((row) => ({
                  key: row.id,
                  label: row.name,
                  amounts: row.amounts,
                  note: perDistance(row.perKm, prefs),
                }))}
                totals={spentIn}
                zeroCurrency={prefs.currency}
              />
            </Card>
          </div>
        </>
      )}
    </div>
  );
}

/** "$0.24/km", or one figure per currency: "$0.24/km + €0.05/km". */
function perDistance(
  rows: ReadonlyArray<{ currency: string; perKm: number | null }>,
  prefs: UnitPrefs,
): string {
  const known = rows.filter((row) => row.perKm !== null);
  if (known.length === 0) return '—';
  return known.map((row) => formatCostPerDistance(row.perKm, row.currency, prefs)).join(' + ');
}

/** A row's bars: one per currency it was spent in, else one empty bar. */
function bars(amounts: Money[], zeroCurrency: string): Money[] {
  const spent = amounts.filter((money) => money.amount !== 0);
  return spent.length > 0 ? spent : [{ currency: amounts[0]?.currency ?? zeroCurrency, amount: 0 }];
}

/** Rows of spend, each bar its share of the total in the same currency (one bar per currency). */
function Bars({
  rows,
  totals,
  zeroCurrency,
}: {
  rows: Array<{ key: string; label: string; amounts: Money[]; note?: string }>;
  totals: ReadonlyArray<{ currency: string; total: number }>;
  /** What a row with no spend reads in. */
  zeroCurrency: string;
}) {
  const share = (money: Money) => {
    const total = totals.find((entry) => entry.currency === money.currency)?.total ?? 0;
    return total > 0 ? (money.amount / total) * 100 : 0;
  };
  return (
    <ul className="grid gap-3">
      {rows.map((row) => (
        <li key={row.key} className="grid gap-1">
          <div className="flex justify-between gap-3 text-sm">
            <span className="min-w-0 truncate">{row.label}</span>
            <span className="shrink-0 text-right font-semibold tabular-nums">
              {formatAmounts(row.amounts, zeroCurrency)}
            </span>
          </div>
          {bars(row.amounts, zeroCurrency).map((money) => (
            <div
              key={money.currency}
              className="h-1.5 overflow-hidden rounded-full bg-muted"
              aria-hidden="true"
            >
              <div className="h-full rounded-full bg-brand" style={{ width: `${share(money)}%` }} />
            </div>
          ))}
          {row.note ? <span className="text-xs text-muted-foreground">{row.note}</span> : null}
        </li>
      ))}
    </ul>
  );
}
