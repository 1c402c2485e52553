// The add/edit vehicle form: what the user types (strings, their distance unit) and how it
// becomes the API's input (numbers, kilometres). The server checks the same bounds again.
import { z } from 'zod';
import {
  FUEL_TYPES,
  vinProblem as sharedVinProblem,
  type VehicleInput,
} from '../../../shared/garage.ts';
import { fromDistance, todayIso, type DistanceUnit } from './units.ts';

export const MAX_MILEAGE_KM = 2_000_000;
export const FIRST_CAR_YEAR = 1886;

export function latestModelYear(now = new Date()) {
  return now.getFullYear() + 1;
}

const optionalText = (max: number) => z.string().trim().max(max, `At most ${max} characters`);

export const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/;

/** What is wrong with a typed VIN (length, I/O/Q, check digit); none for an empty one. */
export function vinProblem(vin: string): string | null {
  return vin ? sharedVinProblem(vin) : null;
}

export function vehicleFormSchema(distance: DistanceUnit) {
  return z.object({
    vin: z
      .string()
      .trim()
      .transform((vin) => vin.toUpperCase())
      .superRefine((vin, ctx) => {
        const problem = vinProblem(vin);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
    year: z
      .string()
      .trim()
      .min(1, 'Enter the model year')
      .refine((value) => /^\d{4}$/.test(value), 'Enter a four-digit year')
      .refine((value) => {
        const year = Number(value);
        return year >= FIRST_CAR_YEAR && year <= latestModelYear();
      }, `The year must be between ${FIRST_CAR_YEAR} and ${latestModelYear()}`),
    make: z.string().trim().min(1, 'Enter the make').max(60, 'At most 60 characters'),
    model: z.string().trim().min(1, 'Enter the model').max(80, 'At most 80 characters'),
    trim: optionalText(80),
    mileage: z
      .string()
      .trim()
      .min(1, 'Enter the mileage')
      .refine((value) => /^\d+([.,]\d+)?$/.test(value), 'Enter a number, 0 or more')
      .refine(
        (value) => fromDistance(Number(value.replace(',', '.')), distance) <= MAX_MILEAGE_KM,
        'That mileage is too high',
      ),
    purchaseDate: z
      .string()
      .refine(
        (value) => !value || value <= todayIso(),
        'The purchase date cannot be in the future',
      ),
    nickname: optionalText(40),
    colour: optionalText(40),
    plate: optionalText(20),
    fuelType: z.union([z.literal(''), z.enum(FUEL_TYPES)]),
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
};

const orNull = (value: string) => (value.trim() ? value.trim() : null);

/** The API input for valid form values. */
export function toVehicleInput(values: VehicleFormValues, distance: DistanceUnit): VehicleInput {
  return {
    year: Number(values.year),
    make: values.make.trim(),
    model: values.model.trim(),
    trim: values.trim.trim(),
    mileage: Math.round(fromDistance(Number(values.mileage.replace(',', '.')), distance)),
    purchaseDate: values.purchaseDate || null,
    vin: values.vin.trim() ? values.vin.trim().toUpperCase() : null,
    nickname: orNull(values.nickname),
    colour: orNull(values.colour),
    plate: orNull(values.plate),
    fuelType: values.fuelType || null,
  };
}
