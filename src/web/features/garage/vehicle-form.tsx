// The car's details form (add or edit), inside the garage's vehicle dialog: the VIN fills the rest
// in, the year narrows the makes and the make the models; saving may add the car's photo after.
import { zodResolver } from '@hookform/resolvers/zod';
import { Sparkles, TriangleAlert } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { DialogFooter } from '../../components/ui/dialog.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { ApiError, isLimitReached } from '../../lib/api-client.ts';
import { ComboboxField } from '../../components/combobox-field.tsx';
import { fuelTypeFromDecode } from '../../lib/vehicle-data/vin-text.ts';
import { useMakes, useModels } from '../../lib/vehicle-data/get-catalog.ts';
import { FUEL_TYPE_LABELS, FUEL_TYPES, type Vehicle } from './garage-types.ts';
import {
  FIRST_CAR_YEAR,
  mileageBelowRecordsHint,
  nextYear,
  wholeDistance,
} from '../../../shared/garage-vocab.ts';
import { NativeSelect } from '../../components/ui/native-select.tsx';
import { useSaveVehicle } from './save-vehicle.ts';
import { MakeOption } from '../../components/brand-mark.tsx';
import { useUploadVehiclePhoto } from './upload-photo.ts';
import { VehicleMarketField } from './vehicle-market-field.tsx';
import { VehiclePhotoField } from './vehicle-photo-field.tsx';
import { useVinFill, VehicleVinField } from './vehicle-vin-field.tsx';
import { toDistance, localTodayIso, type DistanceUnit } from './units.ts';
import {
  EMPTY_VEHICLE_FORM,
  highestRecordedKm,
  isBelowRecords,
  toVehicleInput,
  vehicleFormSchema,
  type VehicleFormValues,
} from './vehicle-form-schema.ts';

function valuesOf(vehicle: Vehicle | null, distance: DistanceUnit): VehicleFormValues {
  if (!vehicle) return EMPTY_VEHICLE_FORM;
  return {
    vin: vehicle.vin ?? '',
    year: String(vehicle.year),
    make: vehicle.make,
    model: vehicle.model,
    trim: vehicle.trim ?? '',
    mileage: String(Math.round(toDistance(vehicle.mileage, distance))),
    purchaseDate: vehicle.purchaseDate?.slice(0, 10) ?? '',
    nickname: vehicle.nickname ?? '',
    colour: vehicle.colour ?? '',
    plate: vehicle.plate ?? '',
    fuelType: fuelTypeFromDecode(vehicle.fuelType),
    market: vehicle.market ?? '',
  };
}

interface VehicleFormProps {
  vehicle: Vehicle | null;
  distance: DistanceUnit;
  onCancel: () => void;
  onSaved: (vehicle: Vehicle) => void;
  /** The server refused for the plan's limit (the limit modal opens on its own). */
  onRefused: () => void;
}

export function VehicleForm({ vehicle, distance, onCancel, onSaved, onRefused }: VehicleFormProps) {
  const schema = useMemo(() => vehicleFormSchema(distance), [distance]);
  const {
    control,
    register,
    handleSubmit,
    setValue,
    setError,
    formState: { errors },
  } = useForm<VehicleFormValues>({
    resolver: zodResolver(schema),
    defaultValues: valuesOf(vehicle, distance),
  });
  const save = useSaveVehicle(vehicle?.id ?? null);
  const upload = useUploadVehiclePhoto();
  const [formError, setFormError] = useState<string | null>(null);
  const [photo, setPhoto] = useState<File | null>(null);

  const vin = (useWatch({ control, name: 'vin' }) ?? '').trim().toUpperCase();
  const year = Number(useWatch({ control, name: 'year' }));
  const make = useWatch({ control, name: 'make' }) ?? '';
  const market = useWatch({ control, name: 'market' }) ?? '';
  // Lowering the mileage below the car's last record is allowed (a correction), but said.
  const recordedKm = useMemo(() => highestRecordedKm(vehicle), [vehicle]);
  const typedMileage = useWatch({ control, name: 'mileage' }) ?? '';
  const belowRecords = isBelowRecords(typedMileage, distance, recordedKm);
  const decode = useVinFill(vin, vehicle?.vin ?? null, setValue);

  const makes = useMakes(year);
  const models = useModels(year, make);
  const years = useMemo(() => {
    const list: string[] = [];
    for (let y = nextYear(); y >= FIRST_CAR_YEAR; y--) list.push(String(y));
    return list;
  }, []);

  const pending = save.isPending || upload.isPending;

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    let saved: Vehicle;
    try {
      saved = await save.mutateAsync(toVehicleInput(values, distance));
    } catch (error) {
      if (isLimitReached(error)) {
        onRefused();
        return;
      }
      if (error instanceof ApiError && error.fields.length > 0) {
        for (const field of error.fields) {
          const name = field.path as keyof VehicleFormValues;
          if (name in EMPTY_VEHICLE_FORM) setError(name, { message: field.message });
        }
      }
      setFormError(error instanceof Error ? error.message : 'The vehicle could not be saved.');
      return;
    }
    if (photo) {
      try {
        await upload.mutateAsync({ vehicleId: saved.id, file: photo });
      } catch (error) {
        // The car is saved; the photo can be added again from its page.
        setFormError(
          `The car was saved, but the photo was not: ${error instanceof Error ? error.message : ''}`,
        );
        onSaved(saved);
        return;
      }
    }
    onSaved(saved);
  });

  const fieldError = (name: keyof VehicleFormValues) => errors[name]?.message;

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label="Vehicle details">
      {formError ? (
        <Alert tone="error" role="alert">
          {formError}
        </Alert>
      ) : null}

      <VehicleVinField
        registration={register('vin', { setValueAs: (value: string) => value.toUpperCase() })}
        error={fieldError('vin')}
        decode={decode}
      />

      <div className="grid gap-4 sm:grid-cols-3">
        <ComboboxField
          control={control}
          name="year"
          label="Year"
          error={fieldError('year')}
          options={years}
          inputMode="numeric"
          placeholder="2021"
        />
        <ComboboxField
          control={control}
          name="make"
          label="Make"
          error={fieldError('make')}
          options={makes.data ?? []}
          loading={makes.isFetching}
          renderOption={(name) => <MakeOption make={name} />}
          placeholder="Toyota"
          autoCapitalize="words"
        />
        <ComboboxField
          control={control}
          name="model"
          label="Model"
          error={fieldError('model')}
          options={models.data ?? []}
          loading={models.isFetching}
          placeholder="Corolla"
        />
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Trim (optional)" error={fieldError('trim')}>
          {(ids) => <Input {...ids} {...register('trim')} placeholder="LE" />}
        </FormField>
        <FormField
          label={`Mileage (${distance})`}
          error={fieldError('mileage')}
          hint={
            belowRecords && recordedKm !== null ? (
              <span role="status" className="flex items-start gap-1.5 font-medium text-foreground">
                <TriangleAlert className="mt-px size-3.5 shrink-0" aria-hidden="true" />
                {mileageBelowRecordsHint(wholeDistance(toDistance(recordedKm, distance), distance))}
              </span>
            ) : undefined
          }
        >
          {(ids) => (
            <Input {...ids} {...register('mileage')} inputMode="decimal" placeholder="42000" />
          )}
        </FormField>
        <FormField label="Purchase date (optional)" error={fieldError('purchaseDate')}>
          {(ids) => (
            <Input {...ids} {...register('purchaseDate')} type="date" max={localTodayIso()} />
          )}
        </FormField>
        <FormField label="Fuel type (optional)" error={fieldError('fuelType')}>
          {(ids) => (
            <NativeSelect {...ids} {...register('fuelType')}>
              <option value="">Not set</option>
              {FUEL_TYPES.map((type) => (
                <option key={type} value={type}>
                  {FUEL_TYPE_LABELS[type]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <VehicleMarketField
          registration={register('market')}
          value={market}
          vin={vin}
          error={fieldError('market')}
        />
        <FormField label="Nickname (optional)" error={fieldError('nickname')}>
          {(ids) => <Input {...ids} {...register('nickname')} placeholder="The blue one" />}
        </FormField>
        <FormField label="Colour (optional)" error={fieldError('colour')}>
          {(ids) => <Input {...ids} {...register('colour')} placeholder="Blue" />}
        </FormField>
        <FormField label="Licence plate (optional)" error={fieldError('plate')}>
          {(ids) => (
            <Input
              {...ids}
              {...register('plate')}
              className="uppercase"
              autoCapitalize="characters"
            />
          )}
        </FormField>
        <VehiclePhotoField photo={photo} onPhoto={setPhoto} />
      </div>

      <DialogFooter className="pt-1">
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending} aria-busy={pending || undefined}>
          {pending ? <Spinner className="size-4.5" /> : <Sparkles aria-hidden="true" />}
          {vehicle ? 'Save changes' : 'Add to garage'}
        </Button>
      </DialogFooter>
    </form>
  );
}
