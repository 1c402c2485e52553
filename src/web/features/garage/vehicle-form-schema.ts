// The add/edit vehicle form: what the user types (strings, their distance unit) and how it
// becomes the API's input (numbers, kilometres). Each field is checked by src/shared's schema once
// converted (see form-fields.ts), so the bounds and messages are the server's.
import { z } from 'zod';
import { CAR_MARKETS } from '../../../shared/car-market.ts';
import { FUEL_TYPES } from '../../../shared/garage-vocab.ts';
import { vehicleFields, type VehicleInput } from '../../../shared/garage.ts';
import { toKm, type DistanceUnit } from '../../../shared/units-vocab.ts';
import { carFormFields, checkedText, parseDecimal } from '../../lib/form-fields.ts';
import { DECIMAL } from '../../lib/form-numbers.ts';
import type { Vehicle } from './garage-types.ts';

const kmOf = (value: number, distance: DistanceUnit) => Math.round(toKm(value, distance));

export function vehicleFormSchema(distance: DistanceUnit) {
  return z.object({
    vin: checkedText(vehicleFields.vin),
    ...carFormFields(vehicleFields, distance),
    purchaseDate: checkedText(vehicleFields.purchaseDate),
    nickname: checkedText(vehicleFields.nickname),
    colour: checkedText(vehicleFields.colour),
    plate: checkedText(vehicleFields.plate),
    fuelType: z.union([z.literal(''), z.enum(FUEL_TYPES)]),
    /** '': not sure (the server reads it from the VIN). */
    market: z.union([z.literal(''), z.enum(CAR_MARKETS)]),
  });
}

export type VehicleFormValues = z.input<ReturnType<typeof vehicleFormSchema>>;

export const EMPTY_VEHICLE_FORM: VehicleFormValues = {
  vin: '',
  year: '',
  make: '',
  model: '',
  trim: '',
  mileage: '',
  purchaseDate: '',
  nickname: '',
  colour: '',
  plate: '',
  fuelType: '',
  market: '',
};

const orNull = (value: string) => (value.trim() ? value.trim() : null);

/** The API input for valid form values. */
export function toVehicleInput(values: VehicleFormValues, distance: DistanceUnit): VehicleInput {
  return {
    year: Number(values.year),
    make: values.make.trim(),
    model: values.model.trim(),
    trim: values.trim.trim(),
    mileage: kmOf(parseDecimal(values.mileage), distance),
    purchaseDate: values.purchaseDate || null,
    vin: values.vin.trim() ? values.vin.trim().toUpperCase() : null,
    nickname: orNull(values.nickname),
    colour: orNull(values.colour),
    plate: orNull(values.plate),
    fuelType: values.fuelType || null,
    market: values.market || null,
  };
}

/** The highest mileage/odometer of the car's records, in km (the garage list's unit); null without any. */
export function highestRecordedKm(
  vehicle: Pick<Vehicle, 'maintenanceRecords' | 'fuelRecords'> | null,
): number | null {
  if (!vehicle) return null;
  const readings = [
    ...vehicle.maintenanceRecords.map((record) => record.mileage),
    ...vehicle.fuelRecords.map((record) => record.odometer),
  ].filter((km): km is number => typeof km === 'number');
  return readings.length > 0 ? Math.max(...readings) : null;
}

/** True while the typed mileage is a number that would be saved below `recordedKm`. */
export function isBelowRecords(
  typed: string,
  distance: DistanceUnit,
  recordedKm: number | null,
): boolean {
  if (recordedKm === null || !DECIMAL.test(typed.trim())) return false;
  return kmOf(parseDecimal(typed), distance) < recordedKm;
}
