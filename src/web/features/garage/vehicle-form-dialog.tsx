import { zodResolver } from '@hookform/resolvers/zod';
import { ScanLine, Sparkles, TriangleAlert } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
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
import { Spinner } from '../../components/ui/spinner.tsx';
import { ApiError, isLimitReached } from '../../lib/api-client.ts';
import { ComboboxField } from '../../components/combobox-field.tsx';
import { useDecodeVin } from '../../lib/vehicle-data/decode-vin.ts';
import { decodedSummary, fuelTypeFromDecode, plantText } from '../../lib/vehicle-data/vin-text.ts';
import { useMakes, useModels } from '../../lib/vehicle-data/get-catalog.ts';
import { FUEL_TYPE_LABELS, FUEL_TYPES, type Vehicle } from './garage-types.ts';
import {
  FIRST_CAR_YEAR,
  mileageBelowRecordsHint,
  nextYear,
  wholeDistance,
} from '../../../shared/garage-vocab.ts';
import { VIN_PATTERN } from '../../../shared/vin-rules.ts';
import { NativeSelect } from '../../components/ui/native-select.tsx';
import { useSaveVehicle } from './save-vehicle.ts';
import { MakeOption } from '../../components/brand-mark.tsx';
import { useUploadVehiclePhoto } from './upload-photo.ts';
import { VehicleMarketField } from './vehicle-market-field.tsx';
import { VehiclePhotoField } from './vehicle-photo-field.tsx';
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
  const decodable = VIN_PATTERN.test(vin) && vin !== (vehicle?.vin ?? '');
  const decode = useDecodeVin(decodable ? vin : '');
  const applied = useRef<string | null>(null);
  useEffect(() => {
    const data = decode.data;
    if (!data || applied.current === vin) return;
    applied.current = vin;
    const fill = (name: keyof VehicleFormValues, value: string | number | null | undefined) => {
      if (value != null && value !== '') {
        setValue(name, String(value), { shouldValidate: true, shouldDirty: true });
      }
    };
    fill('year', data.year);
    fill('make', data.make);
    fill('model', data.model);
    fill('trim', data.trim);
    const fuel = fuelTypeFromDecode(data.fuelType ?? data.fuelTypePrimary);
    if (fuel) setValue('fuelType', fuel, { shouldDirty: true });
  }, [decode.data, vin, setValue]);

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

      <FormField
        label="VIN (optional)"
        error={fieldError('vin') ?? (decode.error ? decode.error.message : undefined)}
        hint="17 characters, on the windscreen or the driver's door pillar"
      >
        {(control) => (
          <div className="relative">
            <ScanLine
              className="pointer-events-none absolute top-1/2 left-3.5 size-4.5 -translate-y-1/2 text-muted-foreground"
              aria-hidden="true"
            />
            <Input
              {...control}
              {...register('vin', {
                setValueAs: (value: string) => value.toUpperCase(),
              })}
              className="pl-10 font-mono tracking-wider uppercase"
              maxLength={17}
              autoCapitalize="characters"
              spellCheck={false}
              autoComplete="off"
              placeholder="1HGCM82633A004352"
            />
            {decode.isFetching ? (
              <span className="absolute top-1/2 right-3.5 -translate-y-1/2">
                <Spinner className="size-4" label="Decoding the VIN" />
              </span>
            ) : null}
          </div>
        )}
      </FormField>
      {decode.data && !decode.isFetching ? (
        <Alert tone="success" role="status">
          <span className="font-semibold">Decoded from the VIN: </span>
          {decodedSummary(decode.data)}
          {plantText(decode.data.plant) ? (
            <span className="block text-xs opacity-80">
              Built in {plantText(decode.data.plant)}
            </span>
          ) : null}
        </Alert>
      ) : null}

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
