// The known problems of this model and year, each with where it comes from: what fails, how bad,
// when, what it costs, what the owner notices, and the organisation and document behind it.
import { BookOpenCheck, Gauge, Wallet } from 'lucide-react';
import { Badge } from '../../components/ui/badge.tsx';
import type { CommonIssue } from '../../../shared/assessment.ts';
import type { DistanceUnit } from '../../../shared/units-vocab.ts';
import { formatKmRange, formatUsdRange } from './assessment-format.ts';
import { SeverityBadge, type HeadingLevel } from './result-parts.tsx';

const SEVERITY_ORDER = { critical: 0, high: 1, medium: 2, low: 3 } as const;

/** Worst first, then the ones that surely apply. */
export function sortIssues(issues: CommonIssue[]): CommonIssue[] {
  return [...issues].sort(
    (a, b) =>
      SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity] ||
      (a.applies === b.applies ? 0 : a.applies === 'yes' ? -1 : 1),
  );
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

interface CommonIssuesProps {
  issues: CommonIssue[];
  distance: DistanceUnit;
  heading: HeadingLevel;
}

export function CommonIssues({ issues, distance, heading }: CommonIssuesProps) {
  const Title = heading === 'h2' ? 'h3' : 'h4';
  return (
    <ul className="grid gap-3" aria-label="Known issues">
      {sortIssues(issues).map((issue) => {
        const mileage = formatKmRange(issue.typicalMileageKm, distance);
        const years =
          issue.yearFrom === issue.yearTo
            ? String(issue.yearFrom)
            : `${issue.yearFrom}–${issue.yearTo}`;
        return (
          <li
            key={issue.id}
            className="odo-keep grid gap-3 rounded-control border border-border bg-surface p-4 sm:p-5"
          >
            <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-2">
              <div className="grid min-w-0 gap-0.5">
                <Title className="text-base leading-snug font-semibold">{issue.title}</Title>
                <p className="text-xs text-muted-foreground">
                  {capitalise(issue.component)} · model years {years}
                </p>
              </div>
              <div className="flex flex-wrap gap-1.5">
                <SeverityBadge severity={issue.severity} />
                {issue.applies === 'maybe' ? (
                  <Badge
                    variant="muted"
                    className="odo-badge"
                    title="This entry concerns an engine or gearbox you did not name"
                  >
                    May apply
                  </Badge>
                ) : null}
              </div>
            </div>
            <p className="text-[0.9375rem] leading-relaxed">{issue.description}</p>
            {issue.applies === 'maybe' ? (
              <p className="text-xs text-muted-foreground">
                May apply: it concerns an engine or gearbox this car may not have. A VIN settles it.
              </p>
            ) : null}
            <dl className="grid gap-2 text-sm sm:grid-cols-2">
              <div>
                <dt className="flex items-center gap-1.5 text-xs text-muted-foreground">
                  <Gauge className="size-3.5 shrink-0" aria-hidden="true" />
                  Typical mileage
                </dt>
                <dd className="pl-5 font-medium">{mileage ?? 'Not tied to mileage'}</dd>
              </div>
              <div>
                <dt className="flex items-center gap-1.5 text-xs text-muted-foreground">
                  <Wallet className="size-3.5 shrink-0" aria-hidden="true" />
                  Typical repair cost (USD)
                </dt>
                <dd className="pl-5 font-medium tabular-nums">
                  {issue.repairCost.max === 0 ? 'No charge' : formatUsdRange(issue.repairCost)}
                </dd>
              </div>
            </dl>
            {issue.symptoms.length > 0 ? (
              <div className="grid gap-1.5">
                <p className="text-xs font-medium text-muted-foreground">Symptoms</p>
                <ul className="flex flex-wrap gap-1.5" aria-label="Symptoms">
                  {issue.symptoms.map((symptom) => (
                    <li
                      key={symptom}
                      className="odo-badge rounded-full border border-border bg-muted/60 px-2.5 py-0.5 text-xs"
                    >
                      {symptom}
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
            <p className="flex items-start gap-2 border-t border-border pt-3 text-xs leading-relaxed text-muted-foreground">
              <BookOpenCheck className="mt-px size-3.5 shrink-0" aria-hidden="true" />
              <span>
                <span className="font-semibold text-foreground">Source: </span>
                {issue.source.organisation} — {issue.source.document}
              </span>
            </p>
          </li>
        );
      })}
    </ul>
  );
}
