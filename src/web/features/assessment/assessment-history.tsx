// The user's past assessments, newest first: each opens its printable report; each can be
// deleted (after a confirmation).
import { ChevronRight, ClipboardList, Trash2, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { ScoreRing } from '../../components/score-ring.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import type { DistanceUnit } from '../../../shared/units-vocab.ts';
import { CONDITION_LABELS, formatDay, formatKm, vehicleName } from './assessment-format.ts';
import { useDeleteAssessment } from './delete-assessment.ts';
import { useAssessments, type AssessmentListItem } from './list-assessments.ts';

export function AssessmentHistory({ distance }: { distance: DistanceUnit }) {
  const list = useAssessments();
  const remove = useDeleteAssessment();
  const toast = useToast();
  const [deleting, setDeleting] = useState<AssessmentListItem | null>(null);
  const items = list.data ?? [];

  return (
    <section
      aria-labelledby="assessment-history"
      className="grid content-start gap-3 lg:sticky lg:top-6"
    >
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="assessment-history" className="text-lg font-semibold tracking-tight">
          Your assessments
        </h2>
        {items.length > 0 ? <p className="text-sm text-muted-foreground">{items.length}</p> : null}
      </div>

      {list.isPending ? (
        <div className="grid gap-2.5" aria-busy="true">
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} className="h-[4.5rem] w-full" />
          ))}
          <span className="sr-only" role="status">
            Loading your assessments
          </span>
        </div>
      ) : list.error ? (
        <Alert tone="error" role="alert">
          Your assessments could not be loaded: {list.error.message}{' '}
          <button
            type="button"
            className="font-semibold underline"
            onClick={() => void list.refetch()}
          >
            Try again
          </button>
        </Alert>
      ) : items.length === 0 ? (
        <div className="grid justify-items-center gap-2 rounded-card border border-dashed border-border px-5 py-8 text-center">
          <span className="grid size-11 place-items-center rounded-full bg-muted text-muted-foreground">
            <ClipboardList className="size-5" aria-hidden="true" />
          </span>
          <p className="font-semibold">No assessments yet</p>
          <p className="max-w-xs text-sm text-muted-foreground">
            Each assessment you run is kept here as a report you can reopen, print or share.
          </p>
        </div>
      ) : (
        <ul className="grid gap-2.5" aria-label="Past assessments">
          {items.map((item) => (
            <li
              key={item.id}
              className="group relative flex items-center gap-3 rounded-control border border-border bg-surface p-3 shadow-xs transition-colors hover:border-brand/40"
            >
              {item.notEnoughData ? (
                <span
                  className="grid size-12 shrink-0 place-content-center rounded-full border-2 border-dashed border-border text-center text-[0.625rem] leading-tight text-muted-foreground"
                  title="Not enough data for a reliability score"
                >
                  No score
                </span>
              ) : (
                <ScoreRing score={item.score} size="sm" />
              )}
              <div className="grid min-w-0 flex-1 gap-0.5">
                <Link
                  to={`/assessment/${encodeURIComponent(item.id)}`}
                  className="truncate font-semibold after:absolute after:inset-0 after:rounded-control focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-ring"
                >
                  {vehicleName(item)}
                </Link>
                <p className="truncate text-xs text-muted-foreground">
                  {formatKm(item.mileage, distance)} · {formatDay(item.createdAt)}
                </p>
                <p className="flex flex-wrap items-center gap-x-2 text-xs">
                  <span className="text-muted-foreground">
                    {CONDITION_LABELS[item.condition]} condition
                  </span>
                  {item.urgentCount > 0 ? (
                    <span className="flex items-center gap-1 font-semibold text-destructive">
                      <TriangleAlert className="size-3.5" aria-hidden="true" />
                      {item.urgentCount} urgent
                    </span>
                  ) : null}
                </p>
              </div>
              <button
                type="button"
                onClick={() => setDeleting(item)}
                aria-label={`Delete the assessment of the ${vehicleName(item)}`}
                className="relative z-10 grid size-10 shrink-0 place-items-center rounded-control text-muted-foreground hover:bg-destructive-soft hover:text-destructive"
              >
                <Trash2 className="size-4.5" aria-hidden="true" />
              </button>
              <ChevronRight
                className="hidden size-4.5 shrink-0 text-muted-foreground sm:block"
                aria-hidden="true"
              />
            </li>
          ))}
        </ul>
      )}

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) {
            setDeleting(null);
            remove.reset();
          }
        }}
        title="Delete this assessment?"
        description={
          deleting
            ? `The report on the ${vehicleName(deleting)} from ${formatDay(deleting.createdAt)} is removed for good. It does not give back a free assessment.`
            : ''
        }
        confirmLabel="Delete"
        pending={remove.isPending}
        error={remove.error?.message ?? null}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => {
              toast({ title: 'Assessment deleted', tone: 'success' });
              setDeleting(null);
            },
          });
        }}
      />
    </section>
  );
}
