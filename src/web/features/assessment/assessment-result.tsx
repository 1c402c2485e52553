// One assessment as the user reads it (on /assessment after assessing, and as the printable
// report): the score, what is urgent, the known problems with their sources, what to do, the
// schedule, and which engine wrote it from what.
import {
  CalendarClock,
  CircleCheck,
  CircleMinus,
  CirclePlus,
  ClipboardList,
  Lightbulb,
  ListChecks,
  ShieldAlert,
  Sparkles,
  TriangleAlert,
  Wrench,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import type { AssessmentResult } from '../../../shared/assessment.ts';
import type { DistanceUnit } from '../../../shared/units-vocab.ts';
import { engineByline } from './assessment-format.ts';
import { AssessmentFigures } from './assessment-figures.tsx';
import { AssessmentHeader } from './assessment-result-header.tsx';
import { CommonIssues } from './common-issues.tsx';
import { DataNote } from './not-enough-data.tsx';
import { FuelCostLine } from './fuel-cost-line.tsx';
import { MaintenanceSchedule } from './maintenance-schedule.tsx';
import { BulletList, ResultSection } from './result-parts.tsx';

export type AssessmentActions = (result: AssessmentResult) => ReactNode;

interface AssessmentResultViewProps {
  result: AssessmentResult;
  distance: DistanceUnit;
  /** The car's name is the page's h1 (the report) or an h2 under the page's own h1. */
  titleAs?: 'h1' | 'h2';
  /** Buttons beside the score (e.g. save to favorites); hidden in print. */
  actions?: AssessmentActions;
  className?: string;
}

export function AssessmentResultView({
  result,
  distance,
  titleAs = 'h2',
  actions,
  className,
}: AssessmentResultViewProps) {
  const heading = titleAs === 'h1' ? 'h2' : 'h3';
  const { reliability, assessment } = result;
  const urgent = assessment.urgentIssues;

  return (
    <article
      aria-labelledby={`assessment-${result.id}-title`}
      className={cn('odo-report grid gap-6 md:gap-8', className)}
    >
      <AssessmentHeader result={result} distance={distance} title={titleAs} actions={actions} />

      <DataNote result={result} />

      {urgent.length > 0 ? (
        <section
          aria-labelledby={`assessment-${result.id}-urgent`}
          className="odo-section odo-keep grid gap-3 rounded-card border-2 border-destructive/40 bg-destructive-soft p-4 text-destructive-soft-foreground sm:p-5"
        >
          <div className="flex items-center gap-2.5">
            <ShieldAlert className="size-5.5 shrink-0" aria-hidden="true" />
            <UrgentHeading heading={heading} id={`assessment-${result.id}-urgent`}>
              Urgent: deal with {urgent.length === 1 ? 'this' : 'these'} first
            </UrgentHeading>
          </div>
          <BulletList items={urgent} empty="" marker={<TriangleAlert />} className="font-medium" />
        </section>
      ) : (
        <p className="flex items-center gap-2 text-sm font-medium text-success-soft-foreground">
          <CircleCheck className="size-4.5 shrink-0 text-success" aria-hidden="true" />
          No urgent issues found.
        </p>
      )}

      <AssessmentFigures result={result} />
      <FuelCostLine cost={result.annualFuelCost} distance={distance} />

      <ResultSection
        id={`assessment-${result.id}-issues`}
        title="Common issues"
        icon={<Wrench aria-hidden="true" />}
        heading={heading}
        className="odo-page-break"
        aside={
          reliability.commonIssues.length > 0 ? `${reliability.commonIssues.length}` : undefined
        }
      >
        {reliability.commonIssues.length === 0 ? (
          <p className="rounded-control border border-dashed border-border p-4 text-sm text-muted-foreground">
            {result.modelSpecificData
              ? 'No known problems on record for this model year.'
              : 'No model-specific problems on record.'}
          </p>
        ) : (
          <CommonIssues issues={reliability.commonIssues} distance={distance} heading={heading} />
        )}
      </ResultSection>

      <div className="grid gap-6 md:grid-cols-2 md:gap-8 print:grid-cols-2">
        <ResultSection
          id={`assessment-${result.id}-findings`}
          title="Key findings"
          icon={<ListChecks aria-hidden="true" />}
          heading={heading}
        >
          <BulletList
            items={assessment.keyFindings}
            empty="Nothing stands out."
            marker={<span className="odo-dot mt-1.5 block size-1.5 rounded-full bg-brand" />}
          />
        </ResultSection>
        <ResultSection
          id={`assessment-${result.id}-recommendations`}
          title="Recommendations"
          icon={<Lightbulb aria-hidden="true" />}
          heading={heading}
        >
          <BulletList
            items={assessment.recommendations}
            empty="No recommendations."
            marker={<ClipboardList className="text-brand" />}
          />
        </ResultSection>
        <ResultSection
          id={`assessment-${result.id}-pros`}
          title="Pros"
          icon={<CirclePlus aria-hidden="true" />}
          heading={heading}
        >
          <BulletList
            items={result.pros}
            empty="None noted."
            marker={<CirclePlus className="text-success" />}
          />
        </ResultSection>
        <ResultSection
          id={`assessment-${result.id}-cons`}
          title="Cons"
          icon={<CircleMinus aria-hidden="true" />}
          heading={heading}
        >
          <BulletList
            items={result.cons}
            empty="None noted."
            marker={<CircleMinus className="text-destructive" />}
          />
        </ResultSection>
      </div>

      <ResultSection
        id={`assessment-${result.id}-schedule`}
        title="Maintenance schedule"
        icon={<CalendarClock aria-hidden="true" />}
        heading={heading}
      >
        <MaintenanceSchedule items={result.maintenanceSchedule} distance={distance} />
      </ResultSection>

      <footer className="odo-keep grid gap-2 border-t border-border pt-4 text-xs leading-relaxed text-muted-foreground">
        <p className="flex items-center gap-1.5 font-semibold text-foreground">
          <Sparkles className="size-3.5" aria-hidden="true" />
          {engineByline(result.engine)}
        </p>
        {result.basedOn.length > 0 ? (
          <div>
            <p>Based on:</p>
            <ul className="mt-1 grid gap-0.5 pl-4" aria-label="Based on">
              {result.basedOn.map((item, index) => (
                <li key={index} className="list-disc">
                  {item.label}
                  {item.detail ? ` — ${item.detail}` : ''}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <p>
          Repair costs and maintenance figures are typical US amounts in USD. Known problems come
          from the sources named with each; they describe the model year, not this car.
        </p>
      </footer>
    </article>
  );
}

function UrgentHeading({
  heading: Heading,
  id,
  children,
}: {
  heading: 'h2' | 'h3';
  id: string;
  children: ReactNode;
}) {
  return (
    <Heading id={id} className="text-lg font-bold tracking-tight">
      {children}
    </Heading>
  );
}
