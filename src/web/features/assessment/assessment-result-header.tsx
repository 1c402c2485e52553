// The top of an assessment: the score (or "not enough data"), the car, its condition and counts,
// the summary, and the page's own buttons beside them.
import { BrandMark } from '../../components/brand-mark.tsx';
import { ScoreRing } from '../../components/score-ring.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { cn } from '../../lib/cn.ts';
import type { Condition } from '../../../shared/assessment-vocab.ts';
import type { AssessmentResult } from '../../../shared/assessment.ts';
import type { DistanceUnit } from '../../../shared/units-vocab.ts';
import { CONDITION_LABELS, formatDay, formatKm, vehicleName } from './assessment-format.ts';
import type { AssessmentActions } from './assessment-result.tsx';
import { NotEnoughData } from './not-enough-data.tsx';

const CONDITION_CLASSES: Record<Condition, string> = {
  excellent: 'bg-success-soft text-success-soft-foreground',
  good: 'bg-success-soft text-success-soft-foreground',
  fair: 'bg-accent/25 text-accent-foreground dark:text-accent',
  poor: 'bg-destructive-soft text-destructive-soft-foreground',
  unknown: 'bg-muted text-muted-foreground',
};

export function ConditionBadge({ condition }: { condition: Condition }) {
  return (
    <Badge className={cn('odo-badge', CONDITION_CLASSES[condition])}>
      Condition: {CONDITION_LABELS[condition]}
    </Badge>
  );
}

interface AssessmentHeaderProps {
  result: AssessmentResult;
  distance: DistanceUnit;
  /** The car's name is the page's h1 (the report) or an h2 under the page's own h1. */
  title: 'h1' | 'h2';
  actions: AssessmentActions | undefined;
}

export function AssessmentHeader({
  result,
  distance,
  title: Title,
  actions,
}: AssessmentHeaderProps) {
  const { vehicle, reliability, assessment } = result;
  const name = vehicleName(vehicle);
  const details = [vehicle.engineDescription, vehicle.transmission, vehicle.fuelType].filter(
    (part): part is string => Boolean(part),
  );
  const urgent = assessment.urgentIssues;
  return (
    <header className="odo-keep grid gap-5 sm:grid-cols-[auto_minmax(0,1fr)] sm:items-center sm:gap-7">
      {result.notEnoughData ? (
        <NotEnoughData />
      ) : (
        <ScoreRing score={reliability.score} size="lg" className="justify-self-center" />
      )}
      <div className="grid gap-3">
        <div className="grid gap-1.5">
          <div className="flex items-center gap-2.5">
            <BrandMark make={vehicle.make} className="size-9" />
            <Title
              id={`assessment-${result.id}-title`}
              className="text-2xl font-bold tracking-tight md:text-[1.875rem]"
            >
              {name}
            </Title>
          </div>
          <p className="text-sm text-muted-foreground">
            {formatKm(vehicle.mileage, distance)} · assessed {formatDay(result.createdAt)}
            {vehicle.vin ? (
              <>
                {' · VIN '}
                <span className="font-mono tracking-wider">{vehicle.vin}</span>
              </>
            ) : null}
          </p>
          {details.length > 0 ? (
            <p className="text-xs text-muted-foreground">{details.join(' · ')}</p>
          ) : null}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <ConditionBadge condition={assessment.condition} />
          {urgent.length > 0 ? (
            <Badge className="odo-badge bg-destructive-soft text-destructive-soft-foreground">
              {urgent.length} urgent {urgent.length === 1 ? 'issue' : 'issues'}
            </Badge>
          ) : null}
          <Badge variant="muted" className="odo-badge">
            {reliability.commonIssues.length} known{' '}
            {reliability.commonIssues.length === 1 ? 'issue' : 'issues'}
          </Badge>
        </div>
        <p className="text-[0.9375rem] leading-relaxed text-pretty">{result.summary}</p>
        {actions ? (
          <div className="flex flex-wrap gap-2 print:hidden">{actions(result)}</div>
        ) : null}
      </div>
    </header>
  );
}
