// The assessment's yearly fuel (or electricity) cost in one line: the amount, then what it rests on
// — the US EPA combined rating, the distance a year and the price — in the user's distance unit.
import { Fuel } from 'lucide-react';
import { numberFormat } from '../../lib/intl.ts';
import type { AnnualFuelCost } from '../../../shared/assessment.ts';
import type { DistanceUnit } from '../../../shared/units-vocab.ts';
import { formatKm } from './assessment-format.ts';

const DISTANCE_WORDS: Record<AnnualFuelCost['distanceSource'], string> = {
  your_records: 'from your records',
  this_car: "this car's pace so far",
  typical: 'a typical year',
};

function money(amount: number, currency: string, digits = 0): string {
  try {
    return numberFormat('en-US', {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(amount);
  } catch {
    return `${amount.toFixed(digits)} ${currency}`;
  }
}

export function FuelCostLine({
  cost,
  distance,
}: {
  cost: AnnualFuelCost | null | undefined;
  distance: DistanceUnit;
}) {
  if (!cost) return null;
  const { rating } = cost;
  const per100 = `${rating.per100Km.toFixed(1)} ${cost.quantityUnit}/100 km`;
  const price =
    cost.source === 'your_fuel_price' && cost.pricePerUnit !== null
      ? ` at ${money(cost.pricePerUnit, cost.currency, 2)}/${cost.quantityUnit} (your ${cost.quantityUnit === 'kWh' ? 'charges' : 'fill-ups'})`
      : ' at the EPA’s fuel prices';
  return (
    <p className="odo-keep flex items-start gap-2 text-sm leading-relaxed" data-testid="fuel-cost">
      <Fuel className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      <span>
        <span className="font-semibold">
          {cost.quantityUnit === 'kWh' ? 'Electricity' : 'Fuel'}: about{' '}
          {money(cost.amount, cost.currency)} a year
        </span>
        <span className="text-muted-foreground">
          {' '}
          — US EPA combined {rating.combined} {rating.unit} ({per100}
          {rating.approximate ? ', closest EPA model' : ''}) over{' '}
          {formatKm(cost.distanceKmPerYear, distance)} a year ({DISTANCE_WORDS[cost.distanceSource]}
          ){price}.
        </span>
      </span>
    </p>
  );
}
