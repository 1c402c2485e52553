// The VIN decode and catalog replies as zod schemas, for the OpenAPI document (routes name them
// with replies(), lib/replies.ts). The VIN's is checked at compile time against DecodedVin, the
// catalog's (built in the route) against the routes' own reply types in routes.ts.
import { z } from 'zod';
import type { SameShape } from '../../lib/replies.ts';
import { ODO_FUEL_TYPES, type DecodedVin } from '../../../shared/vehicle-data.ts';

const nullableNumber = z.number().nullable();
const nullableString = z.string().nullable();

export const decodedVinReply = z
  .object({
    vin: z.string(),
    complete: z
      .boolean()
      .describe("false when vPIC knows the maker but not this vehicle's details."),
    year: nullableNumber,
    make: nullableString,
    manufacturer: nullableString,
    model: nullableString,
    trim: nullableString,
    series: nullableString,
    body: nullableString,
    doors: nullableNumber,
    driveType: nullableString,
    transmission: nullableString,
    engine: z.object({
      cylinders: nullableNumber,
      displacementL: nullableNumber,
      displacementCc: nullableNumber,
      configuration: nullableString,
      model: nullableString,
      manufacturer: nullableString,
      turbo: z.boolean().nullable(),
      powerKw: nullableNumber,
    }),
    fuelType: z.enum(ODO_FUEL_TYPES).nullable().describe("Mapped to the garage's fuel types."),
    fuelTypePrimary: nullableString.describe('vPIC\'s own words, e.g. "Gasoline".'),
    fuelTypeSecondary: nullableString,
    electrification: nullableString,
    gvwr: nullableString,
    plant: z
      .object({ city: nullableString, state: nullableString, country: nullableString })
      .nullable(),
    safety: z.object({ restraints: nullableString }),
    source: z
      .enum(['vpic', 'wmi'])
      .optional()
      .describe("'vpic' (NHTSA's database) or 'wmi' (maker, country and model year only)."),
    country: nullableString.optional().describe("The maker code's country (ISO 3780)."),
    yearNote: nullableString.optional().describe('Why the model year is not certain.'),
    unknown: z.array(z.string()).optional().describe('What the VIN does not tell, in words.'),
  })
  .meta({ id: 'DecodedVin' });

export const catalogMakesReply = z
  .object({
    year: z.number(),
    makes: z.array(z.object({ name: z.string(), slug: z.string() })),
  })
  .meta({ id: 'CatalogMakes' });

export const catalogModelsReply = z
  .object({
    year: z.number(),
    make: z.string().describe("The catalog's spelling of the make, else the one asked."),
    known: z.boolean().describe('false when the catalog does not know the make.'),
    models: z.array(z.string()),
  })
  .meta({ id: 'CatalogModels' });

type Checks = [SameShape<z.output<typeof decodedVinReply>, DecodedVin>];
/** Fails to compile, naming the position, when a schema and its type part. */
export const vehicleDataReplySchemasMatchTheirTypes: Checks = [true];
