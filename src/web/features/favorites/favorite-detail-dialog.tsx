import { useUnitPrefs } from '../../lib/unit-prefs/use-unit-prefs.ts';
import { ExternalLink, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx';
import type { Favorite } from '../../lib/app-context.ts';
import {
  CONDITION_LABELS,
  favoriteTitle,
  formatCostRange,
  formatDay,
  formatKm,
  formatMileage,
  formatScore,
  formatUsd,
  issuesBySeverity,
  type SavedAssessment,
} from './favorite-format.ts';
import { SeverityBadge } from './severity-badge.tsx';

interface FavoriteDetailDialogProps {
  favorite: Favorite | null;
  onOpenChange: (open: boolean) => void;
  onRemove: (favorite: Favorite) => void;
}

/** One saved car as it was when saved: the car, and its assessment in full when it has one. */
export function FavoriteDetailDialog({
  favorite,
  onOpenChange,
  onRemove,
}: FavoriteDetailDialogProps) {
  return (
    <Dialog open={favorite !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        {favorite ? <Detail favorite={favorite} onRemove={() => onRemove(favorite)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function Detail({ favorite, onRemove }: { favorite: Favorite; onRemove: () => void }) {
  const [prefs] = useUnitPrefs();
  const car = favorite.vehicle;
  const assessment = car.assessment;
  return (
    <>
      <DialogHeader>
        {car.nickname ? <p className="text-sm font-medium text-brand">{car.nickname}</p> : null}
        <DialogTitle>{favoriteTitle(car)}</DialogTitle>
        <DialogDescription>
          {formatMileage(car.mileage, prefs.distance)} · saved {formatDay(favorite.addedAt)}
          {car.vin ? ` · VIN ${car.vin}` : ''}
        </DialogDescription>
      </DialogHeader>

      {assessment ? (
        <AssessmentDetail assessment={assessment} />
      ) : (
        <p className="rounded-control bg-muted/60 p-3 text-sm text-muted-foreground">
          This car had not been assessed when you saved it. Assess it to see its score, known
          problems and running costs.
        </p>
      )}

      <DialogFooter className="gap-2 sm:items-center sm:justify-between">
        <Button variant="ghost" onClick={onRemove} className="text-destructive">
          <Trash2 aria-hidden="true" />
          Remove
        </Button>
        <div className="flex flex-col gap-2 sm:flex-row">
          {car.garageVehicleId ? (
            <Button asChild variant="outline">
              <Link to={`/vehicle/${car.garageVehicleId}`}>Open in garage</Link>
            </Button>
          ) : null}
          {assessment ? (
            <Button asChild>
              <Link to={`/assessment/${assessment.id}`}>
                Full assessment
                <ExternalLink aria-hidden="true" />
              </Link>
            </Button>
          ) : (
            <Button asChild>
              <Link to="/assessment">Assess a car</Link>
            </Button>
          )}
        </div>
      </DialogFooter>
    </>
  );
}

function AssessmentDetail({ assessment }: { assessment: SavedAssessment }) {
  const [prefs] = useUnitPrefs();
  const { reliability } = assessment;
  const issues = issuesBySeverity(reliability.commonIssues);
  return (
    <div className="grid gap-5">
      <dl className="grid grid-cols-2 gap-3 rounded-control bg-muted/60 p-3 text-sm sm:grid-cols-4">
        <Figure label="Score" value={`${formatScore(reliability.score)}/10`} />
        <Figure label="Condition" value={CONDITION_LABELS[assessment.assessment.condition]} />
        <Figure label="Upkeep / yr" value={formatUsd(reliability.averageMaintenanceCost)} />
        <Figure label="Lifespan" value={`${reliability.expectedLifespan} years`} />
      </dl>
      {assessment.summary ? <p className="text-sm leading-relaxed">{assessment.summary}</p> : null}

      {assessment.assessment.urgentIssues.length > 0 ? (
        <section className="grid gap-2">
          <h3 className="font-semibold text-destructive">Urgent</h3>
          <ul className="list-disc pl-5 text-sm">
            {assessment.assessment.urgentIssues.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
      ) : null}

      <section className="grid gap-2">
        <h3 className="font-semibold">Known problems</h3>
        {issues.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            {assessment.modelSpecificData
              ? 'No known problems on record for this model and year.'
              : 'Odo has no model-specific data for this car.'}
          </p>
        ) : (
          <ul className="grid gap-2">
            {issues.map((issue) => (
              <li key={issue.id} className="grid gap-1 rounded-control border border-border p-3">
                <div className="flex items-start justify-between gap-2">
                  <p className="font-medium">{issue.title}</p>
                  <SeverityBadge severity={issue.severity} />
                </div>
                <p className="text-sm text-muted-foreground">{issue.description}</p>
                <p className="text-xs text-muted-foreground">
                  {issue.repairCost.max === 0
                    ? issue.source.kind === 'recall'
                      ? 'Free recall repair'
                      : 'No charge'
                    : `Repair ${formatCostRange(issue.repairCost)}`}
                  {issue.typicalMileageKm
                    ? ` · usually ${formatKm(issue.typicalMileageKm.from, prefs.distance)}–${formatKm(issue.typicalMileageKm.to, prefs.distance)}`
                    : ''}
                  {' · '}Source: {issue.source.organisation}, {issue.source.document}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>

      <div className="grid gap-4 sm:grid-cols-2">
        <List title="Pros" items={assessment.pros} />
        <List title="Cons" items={assessment.cons} />
      </div>
      <p className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
        Assessed {formatDay(assessment.createdAt)} by
        <Badge variant="muted">
          {assessment.engine === 'built-in' ? 'Odo built-in engine' : assessment.engine}
        </Badge>
      </p>
    </div>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

function List({ title, items }: { title: string; items: string[] }) {
  return (
    <section className="grid gap-1.5">
      <h3 className="font-semibold">{title}</h3>
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">None noted.</p>
      ) : (
        <ul className="list-disc pl-5 text-sm">
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
