// "Attach a car from my garage": a select of my vehicles, and the card the post will show.
import { Link } from 'react-router';
import { FormField } from '../../components/ui/form-field.tsx';
import { NativeSelect } from '../../components/ui/native-select.tsx';
import { vehicleName } from './community-format.ts';
import { useGarageVehicles, type GarageVehicleChoice } from './list-garage-vehicles.ts';
import { VehicleCard } from './vehicle-card.tsx';

/** In the edit form: the card already on the post stays unless another choice is made. */
export const KEEP_VEHICLE = 'keep';

interface VehiclePickerProps {
  value: string | null;
  onChange: (vehicleId: string | null, vehicle: GarageVehicleChoice | null) => void;
  /** The post being edited has a card: offer to keep or remove it. */
  keepLabel?: string | null;
  error?: string | undefined;
}

export function VehiclePicker({ value, onChange, keepLabel, error }: VehiclePickerProps) {
  const vehicles = useGarageVehicles();
  const list = vehicles.data ?? [];
  const picked = list.find((vehicle) => vehicle.id === value) ?? null;
  if (vehicles.isSuccess && list.length === 0 && !keepLabel) {
    return (
      <div className="grid gap-1.5">
        <span className="text-sm font-medium">Car from your garage</span>
        <p className="rounded-control bg-muted/60 p-3 text-sm text-muted-foreground">
          Add a car to your{' '}
          <Link
            to="/garage"
            className="font-semibold text-brand underline-offset-2 hover:underline"
          >
            garage
          </Link>{' '}
          to attach it to a post as a card.
        </p>
      </div>
    );
  }
  return (
    <div className="grid gap-2">
      <FormField
        label="Car from your garage"
        error={error ?? (vehicles.isError ? 'Your garage could not be loaded.' : undefined)}
        hint="Shown on the post as a card: year, make, model, mileage and photo."
      >
        {(ids) => (
          <NativeSelect
            {...ids}
            value={value ?? ''}
            disabled={vehicles.isPending}
            onChange={(event) => {
              const id = event.target.value || null;
              onChange(id, list.find((vehicle) => vehicle.id === id) ?? null);
            }}
          >
            {keepLabel ? <option value={KEEP_VEHICLE}>Keep: {keepLabel}</option> : null}
            <option value="">
              {vehicles.isPending ? 'Loading your garage…' : 'No car attached'}
            </option>
            {list.map((vehicle) => (
              <option key={vehicle.id} value={vehicle.id}>
                {vehicle.nickname ? `${vehicle.nickname} · ` : ''}
                {vehicleName(vehicle)}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      {picked ? <VehicleCard vehicle={picked} /> : null}
    </div>
  );
}
