// The garage's add / edit car dialog; the form itself is vehicle-form.tsx.
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx';
import type { Vehicle } from './garage-types.ts';
import type { DistanceUnit } from './units.ts';
import { VehicleForm } from './vehicle-form.tsx';

interface VehicleFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The vehicle to edit; null to add one. */
  vehicle: Vehicle | null;
  distance: DistanceUnit;
  onSaved?: (vehicle: Vehicle) => void;
}

export function VehicleFormDialog({
  open,
  onOpenChange,
  vehicle,
  distance,
  onSaved,
}: VehicleFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl gap-5">
        <DialogHeader>
          <DialogTitle>{vehicle ? 'Edit vehicle' : 'Add vehicle'}</DialogTitle>
          <DialogDescription>
            {vehicle
              ? 'Update the details of this car.'
              : 'Type the VIN to fill the details in, or pick the year, make and model.'}
          </DialogDescription>
        </DialogHeader>
        {open ? (
          <VehicleForm
            vehicle={vehicle}
            distance={distance}
            onCancel={() => onOpenChange(false)}
            onSaved={(saved) => {
              // First what saving leads to (the garage goes to the new car's page), then closing.
              onSaved?.(saved);
              onOpenChange(false);
            }}
            onRefused={() => onOpenChange(false)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
