// The car form's VIN: typing a whole one decodes it offline (GET /api/garage/vin/{vin}) and fills the
// year, make, model, trim and fuel in; what was decoded shows under the field.
import { useEffect, useRef } from 'react';
import type { UseFormRegisterReturn, UseFormSetValue } from 'react-hook-form';
import { Alert } from '../../components/ui/alert.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { VinInput } from '../../components/vin-input.tsx';
import { useDecodeVin } from '../../lib/vehicle-data/decode-vin.ts';
import { decodedSummary, fuelTypeFromDecode, plantText } from '../../lib/vehicle-data/vin-text.ts';
import { VIN_PATTERN } from '../../../shared/vin-rules.ts';
import type { VehicleFormValues } from './vehicle-form-schema.ts';

/**
 * Decodes `vin` when it is a whole VIN other than the car's saved one, and fills the form's
 * fields from the answer once per VIN.
 */
export function useVinFill(
  vin: string,
  savedVin: string | null,
  setValue: UseFormSetValue<VehicleFormValues>,
) {
  const decodable = VIN_PATTERN.test(vin) && vin !== (savedVin ?? '');
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
  return decode;
}

interface VehicleVinFieldProps {
  registration: UseFormRegisterReturn<'vin'>;
  /** The form's own message for the field, if any. */
  error: string | undefined;
  decode: ReturnType<typeof useVinFill>;
}

export function VehicleVinField({ registration, error, decode }: VehicleVinFieldProps) {
  return (
    <>
      <FormField
        label="VIN (optional)"
        error={error ?? (decode.error ? decode.error.message : undefined)}
        hint="17 characters, on the windscreen or the driver's door pillar"
      >
        {(control) => (
          <VinInput
            {...control}
            {...registration}
            decoding={decode.isFetching}
            placeholder="1HGCM82633A004352"
          />
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
    </>
  );
}
