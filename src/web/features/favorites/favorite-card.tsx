import { useUnitPrefs } from '../../lib/unit-prefs/use-unit-prefs.ts';
import { AlertTriangle, CalendarPlus, Gauge, Trash2 } from 'lucide-react';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import type { Favorite } from '../../lib/app-context.ts';
import {
  CONDITION_LABELS,
  favoriteTitle,
  formatDay,
  formatKm,
  formatScore,
  topIssue,
} from './favorite-format.ts';
import { SeverityBadge } from './severity-badge.tsx';

interface FavoriteCardProps {
  favorite: Favorite;
  onOpen: () => void;
  onRemove: () => void;
  removing: boolean;
  selected: boolean;
  onSelectedChange: (selected: boolean) => void;
  /** False when the compare set is full and this card is not in it. */
  selectable: boolean;
}

/** One saved car on /favorites: what it is, how it scored, its worst known problem. */
export function FavoriteCard({
  favorite,
  onOpen,
  onRemove,
  removing,
  selected,
  onSelectedChange,
  selectable,
}: FavoriteCardProps) {
  const [prefs] = useUnitPrefs();
  const car = favorite.vehicle;
  const assessment = car.assessment;
  const title = favoriteTitle(car);
  const issue = topIssue(assessment);
  return (
    <Card
      className="flex h-full flex-col gap-3 p-4 transition-shadow focus-within:ring-4 focus-within:ring-brand/20 hover:shadow-raised data-[selected=true]:border-brand/60"
      data-selected={selected}
    >
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          {car.nickname ? (
            <p className="truncate text-sm font-medium text-brand">{car.nickname}</p>
          ) : null}
          <h2 className="text-lg leading-snug font-semibold">
            <button
              type="button"
              onClick={onOpen}
              className="text-left outline-none hover:underline focus-visible:underline"
            >
              {title}
            </button>
          </h2>
        </div>
        {assessment ? (
          <div className="grid shrink-0 justify-items-end gap-1">
            <p className="text-2xl leading-none font-bold tabular-nums">
              {formatScore(assessment.reliability.score)}
              <span className="text-sm font-medium text-muted-foreground">/10</span>
            </p>
            <Badge variant="soft">{CONDITION_LABELS[assessment.assessment.condition]}</Badge>
          </div>
        ) : (
          <Badge variant="muted" className="shrink-0">
            Not assessed
          </Badge>
        )}
      </div>

      <dl className="grid grid-cols-2 gap-2 text-sm">
        <div className="grid gap-0.5">
          <dt className="flex items-center gap-1.5 text-muted-foreground">
            <Gauge className="size-3.5" aria-hidden="true" /> Mileage
          </dt>
          <dd
            className={
              car.mileage === null ? 'text-muted-foreground' : 'font-semibold tabular-nums'
            }
          >
            {car.mileage === null ? 'Unknown' : formatKm(car.mileage, prefs.distance)}
          </dd>
        </div>
        <div className="grid gap-0.5">
          <dt className="flex items-center gap-1.5 text-muted-foreground">
            <CalendarPlus className="size-3.5" aria-hidden="true" /> Added
          </dt>
          <dd className="font-semibold">{formatDay(favorite.addedAt)}</dd>
        </div>
      </dl>

      {issue ? (
        <div className="flex items-start gap-2 rounded-control bg-muted/60 p-2.5 text-sm">
          <AlertTriangle className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden="true" />
          <p className="min-w-0 flex-1">
            <span className="sr-only">Top issue: </span>
            {issue.title}
          </p>
          <SeverityBadge severity={issue.severity} />
        </div>
      ) : (
        <p className="rounded-control bg-muted/60 p-2.5 text-sm text-muted-foreground">
          {assessment
            ? 'No known model-specific problems on record.'
            : 'Not assessed when saved: no score or known problems yet.'}
        </p>
      )}

      <div className="mt-auto flex items-center justify-between gap-2 border-t border-border pt-3">
        <label
          className={
            selectable
              ? 'flex min-h-11 cursor-pointer items-center gap-2 text-sm font-medium'
              : 'flex min-h-11 items-center gap-2 text-sm font-medium text-muted-foreground'
          }
        >
          <input
            type="checkbox"
            className="size-4.5 accent-[var(--odo-brand)]"
            checked={selected}
            disabled={!selectable}
            onChange={(event) => onSelectedChange(event.target.checked)}
            aria-label={`Compare ${title}`}
          />
          Compare
        </label>
        <div className="flex items-center gap-1">
          <Button variant="ghost" size="sm" onClick={onOpen}>
            Details
          </Button>
          <Button
            variant="ghost"
            size="icon"
            onClick={onRemove}
            disabled={removing}
            aria-label={`Remove ${title} from favorites`}
            className="text-muted-foreground hover:text-destructive"
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      </div>
    </Card>
  );
}
