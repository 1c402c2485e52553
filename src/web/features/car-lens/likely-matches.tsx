// A vision model's guesses at an ordinary car photo (no VIN read): shown as "likely" with their
// confidence, never as a VIN-certain result, each with a way to assess that model.
import { Gauge } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import type { CarLensLikelyMatch } from '../../../shared/car-lens-vocab.ts';

export function LikelyMatches({
  matches,
  engine,
}: {
  matches: CarLensLikelyMatch[];
  engine: string;
}) {
  return (
    <div className="grid gap-4">
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold sm:text-3xl">Likely this car</h1>
        <p className="text-muted-foreground">
          No VIN was read, so {engine} guessed from the photo. Check the VIN before you rely on it.
        </p>
      </div>
      <ol className="grid gap-3">
        {matches.map((match) => {
          const years =
            match.yearFrom === match.yearTo
              ? `${match.yearFrom}`
              : `${match.yearFrom}–${match.yearTo}`;
          const params = new URLSearchParams({
            year: String(match.yearTo),
            make: match.make,
            model: match.model,
          });
          return (
            <li
              key={`${match.make}-${match.model}-${years}`}
              className="flex flex-wrap items-center gap-3 rounded-2xl border border-border p-4"
            >
              <div className="grid min-w-0 flex-1 gap-0.5">
                <p className="font-semibold">
                  {match.make} {match.model}, {years}
                </p>
                <p className="text-sm text-muted-foreground">
                  {Math.round(match.confidence * 100)}% confidence
                </p>
              </div>
              <Badge variant="warning">Likely</Badge>
              <Button variant="outline" size="sm" asChild>
                <Link to={`/assessment?${params.toString()}`}>
                  <Gauge aria-hidden="true" />
                  Assess
                </Link>
              </Button>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
