// "Any car": an optional VIN that decodes and fills the pickers, then year, make, model, trim and
// mileage (in the user's distance unit) through the garage's catalog pickers.
import { ScanLine } from 'lucide-react';
import { useEffect, useMemo, useRef } from 'react';
import {
  useWatch,
  type Control,
  type FieldErrors,
  type UseFormRegister,
  type UseFormSetValue,
} from 'react-hook-form';
import { MakeOption } from '../../components/brand-mark.tsx';
import { ComboboxField } from '../../components/combobox-field.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useDecodeVin } from '../../lib/vehicle-data/decode-vin.ts';
import { useMakes, useModels } from '../../lib/vehicle-data/get-catalog.ts';
import { decodedSummary } from '../../lib/vehicle-data/vin-text.ts';
import { ASSESSMENT_FIRST_YEAR } from '../../../shared/assessment-vocab.ts';
import { nextYear, VIN_PATTERN } from '../../../shared/garage-vocab.ts';
import type { DistanceUnit } from '../../../shared/units-vocab.ts';
import type { AssessmentFormValues } from './assessment-form-schema.ts';

interface CarFieldsProps {
  control: Control<AssessmentFormValues>;
  register: UseFormRegister<AssessmentFormValues>;
  setValue: UseFormSetValue<AssessmentFormValues>;
  errors: FieldErrors<AssessmentFormValues>;
  distance: DistanceUnit;
}

export function CarFields({ control, register, setValue, errors, distance }: CarFieldsProps) {
  const vin = (useWatch({ control, name: 'vin' }) ?? '').trim().toUpperCase();
  const year = Number(useWatch({ control, name: 'year' }));
  const make = useWatch({ control, name: 'make' }) ?? '';
  const decode = useDecodeVin(VIN_PATTERN.test(vin) ? vin : '');

  // A decoded VIN fills the pickers once per VIN (the user may still correct them).
  const applied = useRef<string | null>(null);
  useEffect(() => {
    const data = decode.data;
    if (!data || applied.current === vin) return;
    applied.current = vin;
    const fill = (name: 'year' | 'make' | 'model' | 'trim', value: string | number | null) => {
      if (value != null && value !== '') {
        setValue(name, String(value), { shouldValidate: true, shouldDirty: true });
      }
    };
    fill('year', data.year);
    fill('make', data.make);
    fill('model', data.model);
    fill('trim', data.trim);
  }, [decode.data, vin, setValue]);

  const makes = useMakes(year);
  const models = useModels(year, make);
  const years = useMemo(() => {
    const list: string[] = [];
    for (let y = nextYear(); y >= ASSESSMENT_FIRST_YEAR; y--) list.push(String(y));
    return list;
  }, []);

  return (
    <div className="grid gap-4">
      <FormField
        label="VIN (optional)"
        error={errors.vin?.message ?? (decode.error ? decode.error.message : undefined)}
        hint="17 characters. Odo decodes it and fills in the car for you."
      >
        {(ids) => (
          <div className="relative">
            <ScanLine
              className="pointer-events-none absolute top-1/2 left-3.5 size-4.5 -translate-y-1/2 text-muted-foreground"
              aria-hidden="true"
            />
            <Input
              {...ids}
              {...register('vin', { setValueAs: (value: string) => value.toUpperCase() })}
              className="pl-10 font-mono tracking-wider uppercase"
              maxLength={17}
              autoCapitalize="characters"
              spellCheck={false}
              autoComplete="off"
              placeholder="1N4AL3AP8DN000000"
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
        </Alert>
      ) : null}

      <div className="grid gap-4 sm:grid-cols-3">
        <ComboboxField
          control={control}
          name="year"
          label="Year"
          error={errors.year?.message}
          options={years}
          inputMode="numeric"
          placeholder="2013"
        />
        <ComboboxField
          control={control}
          name="make"
          label="Make"
          error={errors.make?.message}
          options={makes.data ?? []}
          loading={makes.isFetching}
          renderOption={(name) => <MakeOption make={name} />}
          placeholder="Nissan"
          autoCapitalize="words"
        />
        <ComboboxField
          control={control}
          name="model"
          label="Model"
          error={errors.model?.message}
          options={models.data ?? []}
          loading={models.isFetching}
          placeholder="Altima"
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Trim (optional)" error={errors.trim?.message} className="content-start">
          {(ids) => <Input {...ids} {...register('trim')} placeholder="2.5 SV" />}
        </FormField>
        <FormField
          label={`Mileage (${distance})`}
          error={errors.mileage?.message}
          className="content-start"
          hint="As the odometer reads today"
        >
          {(ids) => (
            <Input {...ids} {...register('mileage')} inputMode="numeric" placeholder="150000" />
          )}
        </FormField>
      </div>
    </div>
  );
}
