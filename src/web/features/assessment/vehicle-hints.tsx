// Under the car pickers after a 400 unknown_vehicle: the nearest real model years of the model as
// buttons that fill the year in, or the close spellings that fill the make (and model) in.
import { Button } from '../../components/ui/button.tsx';
import type { VehicleSuggestion } from '../../../shared/vehicle-data.ts';
import type { UnknownVehicleHint } from './unknown-vehicle.ts';

interface VehicleHintsProps {
  hint: UnknownVehicleHint;
  onYear: (year: number) => void;
  onCar: (suggestion: VehicleSuggestion) => void;
}

export function VehicleHints({ hint, onYear, onCar }: VehicleHintsProps) {
  if (hint.nearest.length === 0 && hint.suggestions.length === 0) return null;
  const years = hint.nearest.length > 0;
  const label = years ? 'Nearest model years' : 'Did you mean';
  return (
    <div role="group" aria-label={label} className="flex flex-wrap items-center gap-2">
      <span className="text-sm text-muted-foreground" aria-hidden="true">
        {label}:
      </span>
      {hint.nearest.map((year) => (
        <Button
          key={year}
          variant="outline"
          size="sm"
          aria-label={`Use model year ${year}`}
          onClick={() => onYear(year)}
        >
          {year}
        </Button>
      ))}
      {hint.suggestions.map((suggestion) => {
        const name = [suggestion.make, suggestion.model].filter(Boolean).join(' ');
        return (
          <Button
            key={name}
            variant="outline"
            size="sm"
            aria-label={`Use ${name}`}
            onClick={() => onCar(suggestion)}
          >
            {name}
          </Button>
        );
      })}
    </div>
  );
}
