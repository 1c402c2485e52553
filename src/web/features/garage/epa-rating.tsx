// The fuel tab's "your economy vs the EPA combined rating": the server matched the car to its US
// EPA rating and compared the owner's average with it (difference and verdict); this shows both
// figures as the server gave them in the user's units (EVs and a plug-in's battery in kWh/100 km
// or kWh/100 mi, with mi/kWh beside them in miles).
import { useId } from 'react';
import { Badge } from '../../components/ui/badge.tsx';
import type { VehicleDetail } from './garage-types.ts';
import { formatEconomy, formatMilesPerKwh } from './units.ts';

type Epa = NonNullable<VehicleDetail['epa']>;
type Figures = Pick<
  Epa,
  'combined' | 'city' | 'highway' | 'unit' | 'yours' | 'miPerKwh' | 'differencePercent' | 'verdict'
>;

/** The server's bound for "close to the rating" (src/server/features/garage/epa-comparison.ts). */
const CLOSE_PERCENT = 5;

const VERDICTS = {
  better: { label: 'Better than rated', variant: 'success' },
  close: { label: 'Close to the rating', variant: 'muted' },
  worse: { label: 'Below the rating', variant: 'warning' },
} as const;

function comparisonText(figures: Figures, electric: boolean): string {
  const { yours, unit } = figures;
  if (yours === null || figures.differencePercent === null || figures.verdict === null) {
    return `Add two full ${electric ? 'charges' : 'fill-ups'} to compare your car with it.`;
  }
  const average = `You average ${formatEconomy({ value: yours, unit })}`;
  if (figures.verdict === 'close') return `${average}, within ${CLOSE_PERCENT}% of the rating.`;
  const more = figures.verdict === 'worse' ? 'more' : 'less';
  return `${average}: ${Math.abs(figures.differencePercent)}% ${more} ${electric ? 'energy' : 'fuel'} than the rating.`;
}

function RatingLine({
  label,
  figures,
  electric,
}: {
  label: string;
  figures: Figures;
  electric: boolean;
}) {
  const { combined, city, highway, unit } = figures;
  const perKwh = formatMilesPerKwh(figures.miPerKwh);
  return (
    <div className="grid gap-0.5 text-sm">
      <p>
        <span className="text-muted-foreground">{label}: </span>
        <span className="font-semibold tabular-nums">
          {formatEconomy({ value: combined, unit })}
        </span>
        {perKwh ? <span className="text-muted-foreground"> ({perKwh})</span> : null}
        {city !== null && highway !== null ? (
          <span className="text-muted-foreground">
            {' '}
            · city {formatEconomy({ value: city, unit })} · highway{' '}
            {formatEconomy({ value: highway, unit })}
          </span>
        ) : null}
      </p>
      <p>{comparisonText(figures, electric)}</p>
    </div>
  );
}

export function EpaRating({ epa }: { epa: Epa | null }) {
  const headingId = useId();
  if (!epa) {
    return (
      <p className="text-sm text-muted-foreground">
        No US EPA rating for this car: the EPA rates the models sold in the US.
      </p>
    );
  }
  const electric = epa.powertrain === 'electric';
  const verdict = epa.verdict ? VERDICTS[epa.verdict] : null;
  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-2 rounded-card border border-border p-3 sm:p-4"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={headingId} className="text-sm font-semibold">
          Your economy vs the EPA rating
        </h3>
        {verdict ? <Badge variant={verdict.variant}>{verdict.label}</Badge> : null}
      </div>
      <RatingLine
        label={epa.charging ? 'EPA combined on petrol' : 'EPA combined'}
        figures={epa}
        electric={electric}
      />
      {epa.charging ? (
        <RatingLine label="EPA combined on battery" figures={epa.charging} electric />
      ) : null}
      <p className="text-xs text-muted-foreground">
        {epa.approximate ? 'Closest EPA model: ' : 'Rated as: '}
        {epa.matched}. Source:{' '}
        {epa.source.url ? (
          <a
            href={epa.source.url}
            className="underline underline-offset-2 hover:text-foreground"
            target="_blank"
            rel="noreferrer"
          >
            {epa.source.organisation}
          </a>
        ) : (
          epa.source.organisation
        )}
        .
      </p>
    </section>
  );
}
