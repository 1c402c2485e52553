// The decoded car: a definition list of what the VIN says (missing facts left out), then what it
// does not say and why the year may be uncertain (a car vPIC does not know, issue 29).
import { FUEL_TYPE_LABELS } from '../../../shared/garage-vocab.ts';
import type { DecodedVin } from '../../../shared/vehicle-data.ts';
import { engineWords } from '../../lib/vehicle-data/vin-text.ts';

export function engineLine(vehicle: DecodedVin): string | null {
  const { engine } = vehicle;
  const parts = [engineWords(engine), engine.model ? `(${engine.model})` : null].filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : null;
}

function plantLine(vehicle: DecodedVin): string | null {
  if (!vehicle.plant) return null;
  const parts = [vehicle.plant.city, vehicle.plant.state, vehicle.plant.country].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : null;
}

export function VehicleFacts({ vehicle }: { vehicle: DecodedVin }) {
  const facts: [string, string | null][] = [
    ['Year', vehicle.year ? String(vehicle.year) : null],
    ['Make', vehicle.make],
    ['Country', vehicle.country ?? null],
    ['Model', vehicle.model],
    ['Trim', [vehicle.trim, vehicle.series].filter(Boolean).join(' · ') || null],
    ['Body', vehicle.body],
    ['Doors', vehicle.doors ? String(vehicle.doors) : null],
    ['Engine', engineLine(vehicle)],
    ['Fuel', vehicle.fuelType ? FUEL_TYPE_LABELS[vehicle.fuelType] : vehicle.fuelTypePrimary],
    ['Drive', vehicle.driveType],
    ['Transmission', vehicle.transmission],
    ['Built in', plantLine(vehicle)],
    ['Manufacturer', vehicle.manufacturer],
    ['Safety', vehicle.safety.restraints],
  ];
  const known = facts.filter((fact): fact is [string, string] => Boolean(fact[1]));
  const unknown = vehicle.unknown ?? [];
  return (
    <div className="grid gap-3">
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
        {known.map(([term, value]) => (
          <div key={term} className="grid gap-0.5 border-b border-border pb-2">
            <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
              {term}
            </dt>
            <dd className="text-base">{value}</dd>
          </div>
        ))}
      </dl>
      {vehicle.yearNote ? (
        <p className="text-sm text-muted-foreground">{vehicle.yearNote}</p>
      ) : null}
      {!vehicle.complete && unknown.length > 0 ? (
        <p className="text-sm text-muted-foreground">
          Not known from this VIN: {unknown.join(', ')}.
        </p>
      ) : null}
    </div>
  );
}
