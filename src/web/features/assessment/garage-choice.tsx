// "My garage": the user's cars as a radio list; the chosen one is assessed with its own records.
import { CarFront, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { BrandMark } from '../../components/brand-mark.tsx';
import { Button } from '../../components/ui/button.tsx';
import type { Vehicle } from '../../lib/app-context.ts';
import type { DistanceUnit } from '../../../shared/units-vocab.ts';
import { formatKm, vehicleName } from './assessment-format.ts';

interface GarageChoiceProps {
  vehicles: Vehicle[];
  distance: DistanceUnit;
  /** The chosen car's id ('' for none). */
  value: string;
  onChange: (vehicleId: string) => void;
  error?: string | undefined;
  onUseAnyCar: () => void;
}

export function GarageChoice({
  vehicles,
  distance,
  value,
  onChange,
  error,
  onUseAnyCar,
}: GarageChoiceProps) {
  if (vehicles.length === 0) {
    return (
      <div className="grid justify-items-center gap-3 rounded-control border border-dashed border-border px-5 py-8 text-center">
        <span className="grid size-12 place-items-center rounded-full bg-brand-soft text-brand-soft-foreground">
          <CarFront className="size-6" aria-hidden="true" />
        </span>
        <div className="grid gap-1">
          <p className="font-semibold">No cars in your garage yet</p>
          <p className="max-w-sm text-sm text-muted-foreground">
            A garage car is assessed with its own service records. Add yours, or assess any car by
            its make and model.
          </p>
        </div>
        <div className="flex flex-wrap justify-center gap-2">
          <Button variant="outline" size="sm" asChild>
            <Link to="/garage">
              <Plus aria-hidden="true" />
              Add a car
            </Link>
          </Button>
          <Button size="sm" onClick={onUseAnyCar}>
            Assess any car
          </Button>
        </div>
      </div>
    );
  }
  return (
    <fieldset className="grid gap-2.5" aria-describedby={error ? 'garage-choice-error' : undefined}>
      <legend className="mb-2 text-sm font-medium">Which car?</legend>
      {vehicles.map((vehicle) => (
        <label
          key={vehicle.id}
          className="flex cursor-pointer items-center gap-3 rounded-control border border-border bg-surface p-3 transition-colors hover:bg-muted/60 has-[:checked]:border-brand has-[:checked]:bg-brand-soft/50 has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-brand/20"
        >
          <input
            type="radio"
            name="vehicleId"
            value={vehicle.id}
            checked={value === vehicle.id}
            onChange={() => onChange(vehicle.id)}
            aria-invalid={error ? true : undefined}
            className="size-4.5 shrink-0 accent-[var(--odo-brand)]"
          />
          <BrandMark make={vehicle.make} className="size-10" />
          <span className="grid min-w-0 flex-1">
            <span className="truncate font-semibold">{vehicleName(vehicle)}</span>
            <span className="truncate text-sm text-muted-foreground">
              {[vehicle.nickname, formatKm(vehicle.mileage, distance)].filter(Boolean).join(' · ')}
            </span>
          </span>
        </label>
      ))}
      {error ? (
        <p id="garage-choice-error" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
