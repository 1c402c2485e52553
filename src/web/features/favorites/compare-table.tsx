import { CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Favorite } from '../../lib/app-context.ts';
import { cn } from '../../lib/cn.ts';
import { useUnitPrefs } from '../../lib/unit-prefs/use-unit-prefs.ts';
import type { DistanceUnit } from '../../../shared/units-vocab.ts';
import {
  bestIndexes,
  CONDITION_LABELS,
  CONDITION_RANK,
  favoriteTitle,
  formatKm,
  formatScore,
  formatUsd,
  issuesBySeverity,
  type SavedAssessment,
  type SavedIssue,
} from './favorite-format.ts';
import { SeverityBadge } from './severity-badge.tsx';

/** How much a car's known problems weigh: a critical one outweighs several low ones. */
const SEVERITY_WEIGHT = { low: 1, medium: 2, high: 4, critical: 8 } as const;
function issueLoad(issues: readonly SavedIssue[]): number {
  return issues.reduce((sum, issue) => sum + SEVERITY_WEIGHT[issue.severity], 0);
}

interface Row {
  label: string;
  /** The number the better value is picked on (null: no value, never marked). */
  value: (assessment: SavedAssessment | null, favorite: Favorite) => number | null;
  better?: 'higher' | 'lower';
  show: (assessment: SavedAssessment | null, favorite: Favorite, unit: DistanceUnit) => ReactNode;
}

const NOT_ASSESSED = <span className="text-muted-foreground">Not assessed</span>;

function ListCell({ items }: { items: string[] }) {
  if (items.length === 0) return <span className="text-muted-foreground">None noted</span>;
  return (
    <ul className="grid gap-1">
      {items.map((item) => (
        <li key={item} className="leading-snug">
          {item}
        </li>
      ))}
    </ul>
  );
}

const ROWS: Row[] = [
  {
    label: 'Score',
    value: (a) => a?.reliability.score ?? null,
    better: 'higher',
    show: (a) =>
      a ? (
        <span className="text-lg font-bold tabular-nums">
          {formatScore(a.reliability.score)}
          <span className="text-sm font-medium text-muted-foreground">/10</span>
        </span>
      ) : (
        NOT_ASSESSED
      ),
  },
  {
    label: 'Condition',
    value: (a) => (a ? CONDITION_RANK[a.assessment.condition] : null),
    better: 'higher',
    show: (a) => (a ? CONDITION_LABELS[a.assessment.condition] : NOT_ASSESSED),
  },
  {
    label: 'Common issues',
    value: (a) => (a ? issueLoad(a.reliability.commonIssues) : null),
    better: 'lower',
    show: (a) => {
      if (!a) return NOT_ASSESSED;
      const issues = issuesBySeverity(a.reliability.commonIssues);
      if (issues.length === 0) return <span>None on record</span>;
      return (
        <ul className="grid gap-1.5">
          {issues.map((issue) => (
            <li key={issue.id} className="grid justify-items-start gap-0.5 leading-snug">
              <span>{issue.title}</span>
              <SeverityBadge severity={issue.severity} />
            </li>
          ))}
        </ul>
      );
    },
  },
  {
    label: 'Maintenance / yr',
    value: (a) => a?.reliability.averageMaintenanceCost ?? null,
    better: 'lower',
    show: (a) => (a ? formatUsd(a.reliability.averageMaintenanceCost) : NOT_ASSESSED),
  },
  {
    label: 'Expected lifespan',
    value: (a) => a?.reliability.expectedLifespan ?? null,
    better: 'higher',
    show: (a) => (a ? `${a.reliability.expectedLifespan} years` : NOT_ASSESSED),
  },
  {
    label: 'Pros',
    value: () => null,
    show: (a) => (a ? <ListCell items={a.pros} /> : NOT_ASSESSED),
  },
  {
    label: 'Cons',
    value: () => null,
    show: (a) => (a ? <ListCell items={a.cons} /> : NOT_ASSESSED),
  },
  {
    label: 'Mileage',
    value: (_a, f) => f.vehicle.mileage,
    better: 'lower',
    show: (_a, f, unit) =>
      f.vehicle.mileage === null ? (
        <span className="text-muted-foreground">Unknown</span>
      ) : (
        formatKm(f.vehicle.mileage, unit)
      ),
  },
  {
    label: 'Year',
    value: (_a, f) => f.vehicle.year,
    better: 'higher',
    show: (_a, f) => f.vehicle.year,
  },
];

/**
 * Two or three saved cars side by side, one row per figure a buyer weighs, the better value of
 * each row marked (in words too). Narrow screens scroll sideways with the row labels kept in view.
 */
export function CompareTable({ favorites }: { favorites: Favorite[] }) {
  const [prefs] = useUnitPrefs();
  return (
    <div
      className="overflow-x-auto overscroll-x-contain pb-1 focus-visible:outline-2 focus-visible:outline-ring"
      role="region"
      aria-label="Comparison table"
      tabIndex={0}
    >
      <table className="w-full border-separate border-spacing-0 text-sm">
        <caption className="sr-only">
          {favorites.map((f) => favoriteTitle(f.vehicle)).join(' compared with ')}. The better value
          of each row is marked {favorites.length > 2 ? 'Best' : 'Better'}.
        </caption>
        <thead>
          <tr>
            <th
              scope="col"
              className="sticky left-0 z-10 w-24 min-w-24 border-r border-b border-border bg-surface-raised p-2 text-left align-bottom sm:w-40"
            >
              <span className="sr-only">Figure</span>
            </th>
            {favorites.map((favorite) => (
              <th
                key={favorite.id}
                scope="col"
                className="min-w-36 border-b border-border p-2 text-left align-bottom font-semibold sm:min-w-44"
              >
                {favorite.vehicle.nickname ? (
                  <span className="block text-xs font-medium text-brand">
                    {favorite.vehicle.nickname}
                  </span>
                ) : null}
                {favoriteTitle(favorite.vehicle)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {ROWS.map((row) => {
            const best = row.better
              ? bestIndexes(
                  favorites.map((f) => row.value(f.vehicle.assessment, f)),
                  row.better,
                )
              : new Set<number>();
            return (
              <tr key={row.label}>
                <th
                  scope="row"
                  className="sticky left-0 z-10 border-r border-b border-border bg-surface-raised p-2 text-left align-top font-medium text-muted-foreground"
                >
                  {row.label}
                </th>
                {favorites.map((favorite, index) => {
                  const isBest = best.has(index);
                  return (
                    <td
                      key={favorite.id}
                      data-best={isBest || undefined}
                      className={cn(
                        'border-b border-border p-2 align-top',
                        isBest && 'bg-success-soft text-success-soft-foreground',
                      )}
                    >
                      <div className="flex items-start gap-1.5">
                        <div className="min-w-0 flex-1">
                          {row.show(favorite.vehicle.assessment, favorite, prefs.distance)}
                        </div>
                        {isBest ? (
                          <span className="inline-flex shrink-0 items-center gap-1 text-xs font-semibold">
                            <CircleCheck className="size-4" aria-hidden="true" />
                            {favorites.length > 2 ? 'Best' : 'Better'}
                          </span>
                        ) : null}
                      </div>
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
