import { ClipboardCheck, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { useDecodeVin } from '../../lib/vehicle-data/decode-vin.ts';
import { FUEL_TYPE_LABELS, type FuelType, type Vehicle } from './garage-types.ts';
import { formatDate, formatMoney } from './units.ts';
import { engineText, plantText } from '../../lib/vehicle-data/vin-text.ts';
import { assessPath } from './latest-assessment-block.tsx';
import { DEFAULT_ASSESSMENT, DEFAULT_RELIABILITY } from './vehicle-defaults.ts';

function Row({ label, value }: { label: string; value: string | null | undefined }) {
  if (!value) return null;
  return (
    <div className="flex justify-between gap-4 py-2 text-sm">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 text-right font-medium break-words">{value}</dd>
    </div>
  );
}

/** The car's details, with what its VIN decodes to when it has one. */
export function SpecsBlock({ vehicle }: { vehicle: Vehicle }) {
  const decode = useDecodeVin(vehicle.vin ?? '');
  const specs = decode.data;
  return (
    <Card className="px-4 py-2">
      <h2 className="sr-only">Specifications</h2>
      <dl className="divide-y divide-border">
        <Row label="VIN" value={vehicle.vin} />
        <Row label="Trim" value={vehicle.trim} />
        <Row label="Body" value={specs?.body} />
        <Row label="Engine" value={engineText(specs?.engine)} />
        <Row label="Drive" value={specs?.driveType} />
        <Row label="Transmission" value={specs?.transmission} />
        <Row
          label="Fuel"
          value={
            vehicle.fuelType
              ? (FUEL_TYPE_LABELS[vehicle.fuelType as FuelType] ?? vehicle.fuelType)
              : specs?.fuelTypePrimary
          }
        />
        <Row label="Built in" value={plantText(specs?.plant)} />
        <Row label="Colour" value={vehicle.colour} />
        <Row
          label="Purchased"
          value={vehicle.purchaseDate ? formatDate(vehicle.purchaseDate) : null}
        />
        <Row label="In your garage since" value={formatDate(vehicle.addedToGarageDate)} />
      </dl>
    </Card>
  );
}

/**
 * SPEC.md §3's reliability block with its client defaults (shown until the car is assessed). Its
 * cost is in US dollars, as the assessment's figures are, whatever the display currency.
 */
export function ReliabilityBlock() {
  const reliability = DEFAULT_RELIABILITY;
  const percent = (reliability.score / 10) * 100;
  return (
    <Card
      className="grid content-start gap-4 p-5"
      role="region"
      aria-labelledby="reliability-heading"
    >
      <div className="flex items-center gap-3">
        <span className="grid size-10 place-items-center rounded-xl bg-success-soft text-success-soft-foreground">
          <ShieldCheck className="size-5" aria-hidden="true" />
        </span>
        <h2 id="reliability-heading" className="text-lg font-semibold">
          Reliability
        </h2>
        <p className="ml-auto text-2xl font-bold tabular-nums">
          {reliability.score.toFixed(1)}
          <span className="text-sm font-medium text-muted-foreground">/10</span>
        </p>
      </div>
      <div
        className="h-2 overflow-hidden rounded-full bg-muted"
        role="meter"
        aria-label="Reliability score"
        aria-valuemin={0}
        aria-valuemax={10}
        aria-valuenow={reliability.score}
      >
        <div className="h-full rounded-full bg-success" style={{ width: `${percent}%` }} />
      </div>
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div className="grid gap-0.5">
          <dt className="text-muted-foreground">Average maintenance</dt>
          <dd className="font-semibold">
            {formatMoney(reliability.averageMaintenanceCost, 'USD')} / year
          </dd>
        </div>
        <div className="grid gap-0.5">
          <dt className="text-muted-foreground">Expected lifespan</dt>
          <dd className="font-semibold">{reliability.expectedLifespan} years</dd>
        </div>
      </dl>
      <p className="text-sm text-muted-foreground">
        {reliability.commonIssues.length === 0
          ? 'No common issues known yet.'
          : reliability.commonIssues.join(', ')}
      </p>
    </Card>
  );
}

export function AssessmentBlock({ vehicleId }: { vehicleId: string }) {
  const assessment = DEFAULT_ASSESSMENT;
  const empty =
    assessment.keyFindings.length === 0 &&
    assessment.recommendations.length === 0 &&
    assessment.urgentIssues.length === 0;
  return (
    <Card
      className="grid content-start gap-4 p-5"
      role="region"
      aria-labelledby="assessment-heading"
    >
      <div className="flex items-center gap-3">
        <span className="grid size-10 place-items-center rounded-xl bg-brand-soft text-brand-soft-foreground">
          <ClipboardCheck className="size-5" aria-hidden="true" />
        </span>
        <h2 id="assessment-heading" className="text-lg font-semibold">
          Assessment
        </h2>
        <Badge variant="success" className="ml-auto capitalize">
          Condition: {assessment.condition}
        </Badge>
      </div>
      <p className="text-sm text-muted-foreground">
        {empty
          ? 'No key findings, recommendations or urgent issues yet. Run an assessment for a full report on this car.'
          : null}
      </p>
      <Button asChild variant="secondary" size="sm" className="justify-self-start">
        <Link to={assessPath(vehicleId)}>Assess this car</Link>
      </Button>
    </Card>
  );
}
