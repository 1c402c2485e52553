// "Add to garage": the decoded car plus the one thing a VIN cannot tell (its mileage), after the
// garage limit check (SPEC.md §5); a 402 from the server opens the limit modal (AppProvider).
import { zodResolver } from '@hookform/resolvers/zod';
import { CarFront } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { isLimitReached } from '../../lib/api-client.ts';
import { useAppContext } from '../../lib/app-context.ts';
import { useUnitPrefs } from '../../lib/unit-prefs/use-unit-prefs.ts';
import { MAX_MILEAGE_KM } from '../../../shared/garage-vocab.ts';
import { toKm } from '../../../shared/units-vocab.ts';
import type { DecodedVin } from '../../../shared/vehicle-data.ts';
import { useAddToGarage, type AddedVehicle } from './add-to-garage.ts';

const mileageForm = z.object({
  mileage: z
    .string()
    .trim()
    .regex(/^\d+$/, 'Enter the mileage as a whole number.')
    .refine((value) => Number(value) <= MAX_MILEAGE_KM, 'That mileage is too high.'),
});

export function AddToGarageDialog({ vehicle }: { vehicle: DecodedVin }) {
  const { checkLimit } = useAppContext();
  const [prefs] = useUnitPrefs();
  const [open, setOpen] = useState(false);
  const [added, setAdded] = useState<AddedVehicle | null>(null);
  const [error, setError] = useState<string | null>(null);
  const add = useAddToGarage();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ mileage: string }>({
    resolver: zodResolver(mileageForm),
    defaultValues: { mileage: '' },
  });
  const complete = Boolean(vehicle.year && vehicle.make && vehicle.model);

  const onSubmit = handleSubmit(async ({ mileage }) => {
    setError(null);
    try {
      const created = await add.mutateAsync({
        year: vehicle.year!,
        make: vehicle.make!,
        model: vehicle.model!,
        trim: vehicle.trim ?? '',
        mileage: Math.round(toKm(Number(mileage), prefs.distance)),
        vin: vehicle.vin,
        ...(vehicle.fuelType ? { fuelType: vehicle.fuelType } : {}),
      });
      setAdded(created);
    } catch (caught) {
      if (isLimitReached(caught)) {
        setOpen(false);
        return;
      }
      setError(caught instanceof Error ? caught.message : 'The car could not be added.');
    }
  });

  if (added) {
    return (
      <Button variant="secondary" asChild>
        <Link to={`/vehicle/${encodeURIComponent(added.id)}`}>
          <CarFront aria-hidden="true" />
          In your garage: open it
        </Link>
      </Button>
    );
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button
        variant="secondary"
        disabled={!complete}
        onClick={() => {
          // SPEC.md §5: adding a garage vehicle passes the garage limit check first.
          if (checkLimit('garage')) setOpen(true);
        }}
      >
        <CarFront aria-hidden="true" />
        Add to garage
      </Button>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add to your garage</DialogTitle>
          <DialogDescription>
            {vehicle.year} {vehicle.make} {vehicle.model} · VIN {vehicle.vin}
          </DialogDescription>
        </DialogHeader>
        <form noValidate className="grid gap-4" onSubmit={(event) => void onSubmit(event)}>
          <FormField label={`Current mileage (${prefs.distance})`} error={errors.mileage?.message}>
            {(control) => (
              <Input {...control} {...register('mileage')} inputMode="numeric" autoComplete="off" />
            )}
          </FormField>
          {error ? <Alert tone="error">{error}</Alert> : null}
          <DialogFooter>
            <Button type="submit" disabled={add.isPending}>
              {add.isPending ? 'Adding…' : 'Add car'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
