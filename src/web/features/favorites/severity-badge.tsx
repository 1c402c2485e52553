import type { IssueSeverity } from '../../../shared/assessment-vocab.ts';
import { cn } from '../../lib/cn.ts';
import { SEVERITY_LABELS } from './favorite-format.ts';

const tones: Record<IssueSeverity, string> = {
  low: 'bg-muted text-muted-foreground',
  medium: 'bg-accent/25 text-accent-foreground dark:text-accent',
  high: 'bg-destructive-soft text-destructive-soft-foreground',
  critical:
    'bg-destructive-soft text-destructive-soft-foreground font-bold ring-1 ring-destructive ring-inset',
};

/** An issue's severity as a small pill (its word is always shown: colour is never the only cue). */
export function SeverityBadge({
  severity,
  className,
}: {
  severity: IssueSeverity;
  className?: string;
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
        tones[severity],
        className,
      )}
    >
      {SEVERITY_LABELS[severity]}
    </span>
  );
}
