// Small building blocks of the assessment result: section frames, bullet lists, badges.
import type { ReactNode } from 'react';
import { Badge } from '../../components/ui/badge.tsx';
import { cn } from '../../lib/cn.ts';
import type { IssueSeverity } from '../../../shared/assessment-vocab.ts';
import type { ScheduleItem } from '../../../shared/assessment.ts';
import { SCHEDULE_STATUS_LABELS, SEVERITY_LABELS } from './assessment-format.ts';

export type HeadingLevel = 'h2' | 'h3';

interface SectionProps {
  id: string;
  title: string;
  icon?: ReactNode;
  aside?: ReactNode;
  heading: HeadingLevel;
  className?: string;
  children: ReactNode;
}

/** A titled block of the result; kept whole on a printed page when it fits. */
export function ResultSection({
  id,
  title,
  icon,
  aside,
  heading: Heading,
  className,
  children,
}: SectionProps) {
  return (
    <section aria-labelledby={id} className={cn('odo-section grid content-start gap-3', className)}>
      <div className="flex items-center gap-2.5">
        {icon ? (
          <span className="grid size-8 shrink-0 place-items-center rounded-lg bg-brand-soft text-brand-soft-foreground [&_svg]:size-4.5">
            {icon}
          </span>
        ) : null}
        <Heading id={id} className="text-lg font-semibold tracking-tight">
          {title}
        </Heading>
        {aside ? <div className="ml-auto text-sm text-muted-foreground">{aside}</div> : null}
      </div>
      {children}
    </section>
  );
}

/** A list of sentences with a marker; `empty` when there is nothing to say. */
export function BulletList({
  items,
  empty,
  marker,
  className,
}: {
  items: string[];
  empty: string;
  marker: ReactNode;
  className?: string;
}) {
  if (items.length === 0) return <p className="text-sm text-muted-foreground">{empty}</p>;
  return (
    <ul className={cn('grid gap-2 text-[0.9375rem] leading-relaxed', className)}>
      {items.map((item, index) => (
        <li key={index} className="flex gap-2.5">
          <span className="mt-1 shrink-0 [&_svg]:size-4" aria-hidden="true">
            {marker}
          </span>
          <span className="min-w-0">{item}</span>
        </li>
      ))}
    </ul>
  );
}

const SEVERITY_CLASSES: Record<IssueSeverity, string> = {
  critical: 'bg-destructive-fill text-white',
  high: 'bg-destructive-soft text-destructive-soft-foreground',
  medium: 'bg-accent/25 text-accent-foreground dark:text-accent',
  low: 'bg-muted text-muted-foreground',
};

export function SeverityBadge({ severity }: { severity: IssueSeverity }) {
  return (
    <Badge className={cn('odo-badge', SEVERITY_CLASSES[severity])}>
      <span className="sr-only">Severity: </span>
      {SEVERITY_LABELS[severity]}
    </Badge>
  );
}

const STATUS_CLASSES: Record<ScheduleItem['status'], string> = {
  overdue: 'bg-destructive-soft text-destructive-soft-foreground',
  due_soon: 'bg-accent/25 text-accent-foreground dark:text-accent',
  ok: 'bg-success-soft text-success-soft-foreground',
  unknown: 'bg-muted text-muted-foreground',
};

export function ScheduleStatusBadge({ status }: { status: ScheduleItem['status'] }) {
  return (
    <Badge className={cn('odo-badge', STATUS_CLASSES[status])}>
      {SCHEDULE_STATUS_LABELS[status]}
    </Badge>
  );
}

/** A figure with its label (average cost, lifespan...). */
export function Figure({
  label,
  value,
  hint,
  icon,
}: {
  label: string;
  value: ReactNode;
  hint?: string;
  icon?: ReactNode;
}) {
  return (
    <div className="odo-keep rounded-control border border-border bg-muted/50 p-3.5">
      <dt className="flex items-center gap-1.5 text-xs font-medium text-muted-foreground [&_svg]:size-3.5">
        {icon}
        {label}
      </dt>
      <dd className="mt-1 text-lg leading-tight font-bold tracking-tight tabular-nums">{value}</dd>
      {hint ? <dd className="mt-0.5 text-xs text-muted-foreground">{hint}</dd> : null}
    </div>
  );
}
