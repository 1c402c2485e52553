// What the result shows when Odo knows too little to score a car ("Not enough data" in place of
// the score) and the schedule's counts, taken from the server so the figure matches the list.
import { Info } from 'lucide-react';
import type { AssessmentResult } from '../../../shared/assessment.ts';

/** In place of the score when nothing model-specific is known: no figure that looks sure. */
export function NotEnoughData() {
  return (
    <div
      role="note"
      aria-label="Reliability score"
      className="grid size-34 place-content-center justify-self-center rounded-full border-2 border-dashed border-border p-4 text-center"
    >
      <span className="text-sm leading-tight font-semibold">Not enough data</span>
      <span className="mt-1 text-[0.6875rem] leading-tight text-muted-foreground">
        for a reliability score
      </span>
    </div>
  );
}

export type ScheduleCounts = NonNullable<AssessmentResult['scheduleCounts']>;

/** For assessments saved before the server counted them. */
export function countSchedule(items: AssessmentResult['maintenanceSchedule']): ScheduleCounts {
  const count = (status: string) => items.filter((item) => item.status === status).length;
  return {
    overdue: count('overdue'),
    dueSoon: count('due_soon'),
    unknown: count('unknown'),
    ok: count('ok'),
  };
}

/** "3 fell due with no record · of 14 checked": the same items the schedule below lists. */
export function scheduleHint(counts: ScheduleCounts, total: number): string {
  const unproven = counts.unknown > 0 ? `${counts.unknown} fell due with no record · ` : '';
  return `${unproven}of ${total} checked`;
}

/** Says plainly when Odo has no model-specific data (the make and model, or this model year). */
export function DataNote({ result }: { result: AssessmentResult }) {
  return (
    <>
      {result.modelSpecificData && result.notEnoughData ? (
        <div
          role="note"
          className="odo-keep flex items-start gap-3 rounded-control border border-brand/20 bg-brand-soft px-4 py-3 text-sm leading-relaxed text-brand-soft-foreground"
        >
          <Info className="mt-0.5 size-4.5 shrink-0" aria-hidden="true" />
          <p>
            <span className="font-semibold">
              Not enough data for the {result.vehicle.year} {result.vehicle.make}{' '}
              {result.vehicle.model}.
            </span>{' '}
            No known problem is on record for this model year, so Odo gives no reliability score;
            what is known — its age, mileage, brand figures and schedule — is below.
          </p>
        </div>
      ) : null}

      {!result.modelSpecificData ? (
        <div
          role="note"
          className="odo-keep flex items-start gap-3 rounded-control border border-brand/20 bg-brand-soft px-4 py-3 text-sm leading-relaxed text-brand-soft-foreground"
        >
          <Info className="mt-0.5 size-4.5 shrink-0" aria-hidden="true" />
          <p>
            <span className="font-semibold">
              Odo has no model-specific data for the {result.vehicle.make} {result.vehicle.model}.
            </span>{' '}
            This assessment rests on its age, its mileage and what is known of the brand; no known
            problems are listed because none are on record, not because there are none.
          </p>
        </div>
      ) : null}
    </>
  );
}
