// "Any car": an optional VIN that decodes and fills the pickers, then year, make, model, trim and
// mileage (in the user's distance unit) through the garage's catalog pickers.
import { useEffect, useMemo, useRef, type ComponentProps } from 'react';
import { MakeOption } from '../../components/brand-mark.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Combobox } from '../../components/ui/combobox.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { VinInput } from '../../components/vin-input.tsx';
import { Input } from '../../components/ui/input.tsx';
import { useDecodeVin } from '../../lib/vehicle-data/decode-vin.ts';
import { useMakes, useModels } from '../../lib/vehicle-data/get-catalog.ts';
import { decodedSummary } from '../../lib/vehicle-data/vin-text.ts';
import { ASSESSMENT_FIRST_YEAR } from '../../../shared/assessment-vocab.ts';
import { nextYear } from '../../../shared/garage-vocab.ts';
import { VIN_PATTERN } from '../../../shared/vin-rules.ts';
import type { DistanceUnit } from '../../../shared/units-vocab.ts';
import type { VehicleSuggestion } from '../../../shared/vehicle-data.ts';
import type {
  AssessmentField,
  AssessmentFormErrors,
  AssessmentFormValues,
} from './assessment-form-schema.ts';
import type { UnknownVehicleHint } from './unknown-vehicle.ts';
import type { SetFieldOptions } from './use-assessment-form.ts';
import { VehicleHints } from './vehicle-hints.tsx';

interface CarFieldsProps {
  values: AssessmentFormValues;
  setField: (name: AssessmentField, value: string, options?: SetFieldOptions) => void;
  errors: AssessmentFormErrors;
  distance: DistanceUnit;
  /** After a 400 unknown_vehicle: the nearest real years or close spellings to pick. */
  hint?: UnknownVehicleHint | null;
  onPickYear?: (year: number) => void;
  onPickCar?: (suggestion: VehicleSuggestion) => void;
}

export function CarFields({
  values,
  setField,
  errors,
  distance,
  hint,
  onPickYear,
  onPickCar,
}: CarFieldsProps) {
  const vin = values.vin.trim().toUpperCase();
  const year = Number(values.year);
  const make = values.make;
  // The props that bind a text control to one field.
  const bind = (name: AssessmentField) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => setField(name, event.target.value),
  });
  const decode = useDecodeVin(VIN_PATTERN.test(vin) ? vin : '');

  // A decoded VIN fills the pickers once per VIN (the user may still correct them).
  const applied = useRef<string | null>(null);
  useEffect(() => {
    const data = decode.data;
    if (!data || applied.current === vin) return;
    applied.current = vin;
    const fill = (name: 'year' | 'make' | 'model' | 'trim', value: string | number | null) => {
      if (value != null && value !== '') {
        setField(name, String(value), { validate: true });
      }
    };
    fill('year', data.year);
    fill('make', data.make);
    fill('model', data.model);
    fill('trim', data.trim);
  }, [decode.data, vin, setField]);

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
        error={errors.vin ?? (decode.error ? decode.error.message : undefined)}
        hint="17 characters. Odo decodes it and fills in the car for you."
      >
        {(ids) => (
          <VinInput
            {...ids}
            {...bind('vin')}
            decoding={decode.isFetching}
            placeholder="1N4AL3AP8DN000000"
          />
        )}
      </FormField>
      {decode.data && !decode.isFetching ? (
        <Alert tone="success" role="status">
          <span className="font-semibold">Decoded from the VIN: </span>
          {decodedSummary(decode.data)}
        </Alert>
      ) : null}

      <div className="grid gap-4 sm:grid-cols-3">
        <PickerField
          label="Year"
          name="year"
          values={values}
          setField={setField}
          errors={errors}
          options={years}
          inputMode="numeric"
          placeholder="2013"
        />
        <PickerField
          label="Make"
          name="make"
          values={values}
          setField={setField}
          errors={errors}
          options={makes.data ?? []}
          loading={makes.isFetching}
          renderOption={(name) => <MakeOption make={name} />}
          placeholder="Nissan"
          autoCapitalize="words"
        />
        <PickerField
          label="Model"
          name="model"
          values={values}
          setField={setField}
          errors={errors}
          options={models.data ?? []}
          loading={models.isFetching}
          placeholder="Altima"
        />
      </div>
      {hint && onPickYear && onPickCar ? (
        <VehicleHints hint={hint} onYear={onPickYear} onCar={onPickCar} />
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Trim (optional)" error={errors.trim} className="content-start">
          {(ids) => <Input {...ids} {...bind('trim')} placeholder="2.5 SV" />}
        </FormField>
        <FormField
          label={`Mileage (${distance})`}
          error={errors.mileage}
          className="content-start"
          hint="As the odometer reads today"
        >
          {(ids) => (
            <Input {...ids} {...bind('mileage')} inputMode="numeric" placeholder="150000" />
          )}
        </FormField>
      </div>
    </div>
  );
}

type PickerFieldProps = Pick<CarFieldsProps, 'values' | 'setField' | 'errors'> & {
  label: string;
  name: 'year' | 'make' | 'model';
} & Omit<ComponentProps<typeof Combobox>, 'name' | 'value' | 'onValueChange'>;

/** A labelled picker of the catalog (free text, with its names as suggestions). */
function PickerField({ label, name, values, setField, errors, ...combobox }: PickerFieldProps) {
  return (
    <FormField label={label} error={errors[name]}>
      {(ids) => (
        <Combobox
          {...ids}
          {...combobox}
          name={name}
          value={values[name]}
          onValueChange={(value) => setField(name, value)}
        />
      )}
    </FormField>
  );
}
