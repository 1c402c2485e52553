// An assessment's four figures: upkeep a year, expected lifespan, known issues and services overdue.
import { CalendarClock, CircleAlert, Hourglass, Wallet } from 'lucide-react';
import type { AssessmentResult } from '../../../shared/assessment.ts';
import { formatUsd } from './assessment-format.ts';
import { countSchedule, scheduleHint } from './not-enough-data.tsx';
import { Figure } from './result-parts.tsx';

export function AssessmentFigures({ result }: { result: AssessmentResult }) {
  const { vehicle, reliability } = result;
  const counts = result.scheduleCounts ?? countSchedule(result.maintenanceSchedule);
  return (
    <dl className="grid grid-cols-2 gap-3 md:grid-cols-4 print:grid-cols-4">
      <Figure
        icon={<Wallet aria-hidden="true" />}
        label="Maintenance & repairs"
        value={`${formatUsd(reliability.averageMaintenanceCost)}/yr`}
        hint="Average for the brand, USD"
      />
      <Figure
        icon={<Hourglass aria-hidden="true" />}
        label="Expected lifespan"
        value={`${reliability.expectedLifespan} years`}
        hint={lifespanHint(vehicle.year, reliability.expectedLifespan)}
      />
      <Figure
        icon={<CircleAlert aria-hidden="true" />}
        label="Known issues"
        value={String(reliability.commonIssues.length)}
        hint={
          reliability.commonIssues.length > 0
            ? `${reliability.commonIssues.filter((issue) => issue.severity === 'critical' || issue.severity === 'high').length} serious`
            : 'None on record'
        }
      />
      <Figure
        icon={<CalendarClock aria-hidden="true" />}
        label="Services overdue"
        value={String(counts.overdue)}
        hint={scheduleHint(counts, result.maintenanceSchedule.length)}
      />
    </dl>
  );
}

function lifespanHint(year: number, lifespan: number): string {
  const age = Math.max(0, new Date().getFullYear() - year);
  if (age >= lifespan) return `${age} years old: past the typical span`;
  return `${age} ${age === 1 ? 'year' : 'years'} old, about ${lifespan - age} to go`;
}
