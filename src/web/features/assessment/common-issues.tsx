// The known problems of this model and year, each with where it comes from: what fails, how bad,
// when, what it costs, what the owner notices, and the organisation and document behind it.
import { BookOpenCheck, Gauge, Wallet } from 'lucide-react';
import { Badge } from '../../components/ui/badge.tsx';
import type { CommonIssue } from '../../../shared/assessment.ts';
import type { DistanceUnit } from '../../../shared/units-vocab.ts';
import { formatKmRange, formatUsdRange } from './assessment-format.ts';
import { SeverityBadge, type HeadingLevel } from './result-parts.tsx';

const SEVERITY_ORDER = { critical: 0, high: 1, medium: 2, low: 3 } as const;
const APPLIES_ORDER = { yes: 0, maybe: 1, may_not: 2 } as const;
const MARKET_NAMES = { us: 'US', eu: 'European', other: 'Foreign', global: 'Worldwide' } as const;

/** Worst first, then the ones that surely apply; other markets' campaigns last. */
export function sortIssues(issues: CommonIssue[]): CommonIssue[] {
  return [...issues].sort(
    (a, b) =>
      (a.applies === 'may_not' ? 1 : 0) - (b.applies === 'may_not' ? 1 : 0) ||
      SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity] ||
      APPLIES_ORDER[a.applies] - APPLIES_ORDER[b.applies],
  );
}

/** "US campaign — may not apply to your car" for another market's campaign. */
export function marketCaveat(issue: CommonIssue): string | null {
  if (issue.applies !== 'may_not' || !issue.market) return null;
  return `${MARKET_NAMES[issue.market]} campaign — may not apply to your car`;
}

/** "Free recall repair" for a recall at no charge, never "$0–$0". */
export function repairCostText(issue: CommonIssue): string {
  if (issue.repairCost.max > 0) return formatUsdRange(issue.repairCost);
  if (issue.source.kind === 'recall') return 'Free recall repair';
  return issue.source.kind === 'warranty_extension'
    ? 'Free under the extended warranty'
    : 'No charge';
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
                {issue.applies === 'may_not' ? (
                  <Badge variant="muted" className="odo-badge">
                    May not apply
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
            {marketCaveat(issue) ? (
              <p className="text-xs text-muted-foreground">
                {marketCaveat(issue)}: it was issued for cars sold in another market. A dealer can
                check it from the VIN.
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
                <dd className="pl-5 font-medium tabular-nums">{repairCostText(issue)}</dd>
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
                {issue.source.links?.map((link) => (
                  <span key={link.url}>
                    {' · '}
                    <a
                      href={link.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="font-medium text-brand underline-offset-2 hover:underline"
                    >
                      {link.label}
                    </a>
                  </span>
                ))}
              </span>
            </p>
          </li>
        );
      })}
    </ul>
  );
}
