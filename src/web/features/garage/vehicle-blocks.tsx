import { ClipboardCheck } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { useDecodeVin } from '../../lib/vehicle-data/decode-vin.ts';
import { FUEL_TYPE_LABELS, SOLD_IN_LABELS, type FuelType, type Vehicle } from './garage-types.ts';
import { formatDate } from './units.ts';
import { engineText, plantText } from '../../lib/vehicle-data/vin-text.ts';
import { assessPath } from './latest-assessment-block.tsx';

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
        <Row label="Sold in" value={vehicle.market ? SOLD_IN_LABELS[vehicle.market] : null} />
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
 * Before an assessment the car has only SPEC.md §3's client defaults (score 7.5, $500 a year,
 * 12 years, condition "good"). They say nothing about this car, so they are not shown as
 * figures: the block says the car is not assessed yet and leads to the assessment.
 */
export function NotAssessedBlock({ vehicleId }: { vehicleId: string }) {
  return (
    <Card
      className="grid content-start gap-4 p-5 md:col-span-2"
      role="region"
      aria-labelledby="not-assessed-heading"
    >
      <div className="flex items-center gap-3">
        <span className="grid size-10 place-items-center rounded-xl bg-brand-soft text-brand-soft-foreground">
          <ClipboardCheck className="size-5" aria-hidden="true" />
        </span>
        <h2 id="not-assessed-heading" className="text-lg font-semibold">
          Reliability and condition
        </h2>
        <Badge variant="muted" className="ml-auto">
          Not assessed yet
        </Badge>
      </div>
      <p className="text-sm text-muted-foreground">
        Odo has not assessed this car yet, so it shows no reliability score or condition rather than
        made-up figures. An assessment reads the model year&apos;s known problems, recalls and your
        records.
      </p>
      <Button asChild variant="secondary" size="sm" className="justify-self-start">
        <Link to={assessPath(vehicleId)}>Assess this car</Link>
      </Button>
    </Card>
  );
}
