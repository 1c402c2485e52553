import { Badge } from '../../components/ui/badge.tsx';
import type { DueStatus } from './garage-types.ts';

export const DUE_LABELS: Record<DueStatus, string> = {
  overdue: 'Overdue',
  due_soon: 'Due soon',
  later: 'Later',
};

export function DueBadge({ status }: { status: DueStatus }) {
  return (
    <Badge
      variant={status === 'overdue' ? 'warning' : status === 'due_soon' ? 'soft' : 'muted'}
      className={
        status === 'overdue' ? 'bg-destructive-soft text-destructive-soft-foreground' : undefined
      }
    >
      {DUE_LABELS[status]}
    </Badge>
  );
}
