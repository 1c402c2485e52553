// The car's latest assessment on its page (SPEC.md §3's defaults show only until there is one):
// score, condition, urgent issues, date, and the way to the report or a new assessment.
import { ClipboardCheck, FileText, RefreshCw, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { ScoreRing } from '../../components/score-ring.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import type { LatestAssessment } from './get-latest-assessment.ts';
import { formatDate } from './units.ts';

const CONDITION_LABELS: Record<LatestAssessment['condition'], string> = {
  excellent: 'Excellent',
  good: 'Good',
  fair: 'Fair',
  poor: 'Poor',
  unknown: 'Not known',
};

export function assessPath(vehicleId: string): string {
  return `/assessment?vehicleId=${encodeURIComponent(vehicleId)}`;
}

export function LatestAssessmentBlock({
  vehicleId,
  assessment,
}: {
  vehicleId: string;
  assessment: LatestAssessment;
}) {
  const urgent = assessment.urgentCount;
  return (
    <Card
      className="grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-4 gap-y-4 p-5 sm:grid-cols-[auto_minmax(0,1fr)_auto] sm:gap-x-6 md:col-span-2"
      role="region"
      aria-labelledby="latest-assessment-heading"
    >
      {assessment.notEnoughData ? (
        <span className="grid size-22 place-content-center rounded-full border-2 border-dashed border-border p-2 text-center text-xs leading-tight font-semibold">
          Not enough data
        </span>
      ) : (
        <ScoreRing score={assessment.score} />
      )}
      <div className="grid gap-2">
        <div className="flex items-center gap-2">
          <ClipboardCheck className="size-4.5 text-brand" aria-hidden="true" />
          <h2 id="latest-assessment-heading" className="text-lg font-semibold">
            Latest assessment
          </h2>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Badge
            variant={
              assessment.condition === 'poor' || assessment.condition === 'unknown'
                ? 'muted'
                : assessment.condition === 'fair'
                  ? 'warning'
                  : 'success'
            }
          >
            Condition: {CONDITION_LABELS[assessment.condition]}
          </Badge>
          {urgent > 0 ? (
            <Badge className="gap-1 bg-destructive-soft text-destructive-soft-foreground">
              <TriangleAlert className="size-3.5" aria-hidden="true" />
              {urgent} urgent {urgent === 1 ? 'issue' : 'issues'}
            </Badge>
          ) : (
            <Badge variant="muted">No urgent issues</Badge>
          )}
        </div>
        <p className="text-sm text-muted-foreground">
          Assessed {formatDate(assessment.createdAt.slice(0, 10))}
        </p>
      </div>
      <div className="col-span-2 flex flex-wrap gap-2 sm:col-span-1 sm:flex-col">
        <Button asChild size="sm">
          <Link to={`/assessment/${encodeURIComponent(assessment.id)}`}>
            <FileText aria-hidden="true" />
            Open report
          </Link>
        </Button>
        <Button asChild size="sm" variant="outline">
          <Link to={assessPath(vehicleId)}>
            <RefreshCw aria-hidden="true" />
            Assess again
          </Link>
        </Button>
      </div>
    </Card>
  );
}
