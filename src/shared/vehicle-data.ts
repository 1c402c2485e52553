// Shapes of Odo's vehicle reference data (offline VIN decode, make/model catalog, brand marks),
// shared by the API and the web app.
import { FUEL_TYPES } from './garage-vocab.ts';

/** Odo's fuel types (the garage's `fuelType`). */
export const ODO_FUEL_TYPES = FUEL_TYPES;
export type OdoFuelType = (typeof ODO_FUEL_TYPES)[number];

export interface DecodedVin {
  vin: string;
  /** false when vPIC knows the maker but not this vehicle's details (make and year only). */
  complete: boolean;
  year: number | null;
  make: string | null;
  manufacturer: string | null;
  model: string | null;
  trim: string | null;
  series: string | null;
  body: string | null;
  doors: number | null;
  driveType: string | null;
  transmission: string | null;
  engine: {
    cylinders: number | null;
    displacementL: number | null;
    displacementCc: number | null;
    configuration: string | null;
    model: string | null;
    manufacturer: string | null;
    turbo: boolean | null;
    /** vPIC's lite database carries no power figures; kept for a fuller source later. */
    powerKw: number | null;
  };
  /** Mapped to Odo's fuel types; null when vPIC does not say. */
  fuelType: OdoFuelType | null;
  /** vPIC's own words, e.g. "Gasoline" / "Electric". */
  fuelTypePrimary: string | null;
  fuelTypeSecondary: string | null;
  electrification: string | null;
  gvwr: string | null;
  plant: { city: string | null; state: string | null; country: string | null } | null;
  /**
   * Safety equipment as far as the bundled (lite) vPIC database has it: it keeps the restraint
   * system notes but not the ABS/ESC/airbag-location elements of the full database.
   */
  safety: { restraints: string | null };
  /**
   * Where the facts come from: 'vpic' (NHTSA's database, full details for North-American cars) or
   * 'wmi' (Odo's maker-code table: maker, country and model year only). Absent on results saved
   * before issue 29.
   */
  source?: 'vpic' | 'wmi';
  /** The country the maker code (WMI) belongs to (ISO 3780), e.g. "Germany"; null if unassigned. */
  country?: string | null;
  /** Why the model year is not certain (30-year cycle, no year code); null when it is. */
  yearNote?: string | null;
  /** What the VIN does not tell, in words ("model", "engine", …); empty when vPIC knows the car. */
  unknown?: string[];
}

/**
 * A close spelling offered with a 400 `unknown_vehicle` (`error.suggestions`): a make (model null)
 * or a model of a make. `error.nearest` holds the nearest real model years of the model asked.
 */
export interface VehicleSuggestion {
  make: string;
  model: string | null;
}

/** Lower-case ASCII slug of a make for brand marks: "Mercedes-Benz" → "mercedes-benz". */
export function logoSlug(make: string): string {
  return make
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
