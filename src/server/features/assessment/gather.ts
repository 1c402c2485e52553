// The assessment's grounding from the database and the VIN decoder: a garage car with its records
// and schedule, or the car as described. Everything that can refuse the request (404, a bad or
// foreign VIN) happens here, before a free assessment is reserved.
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import type { Config } from '../../env.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Logger } from '../../lib/logger.ts';
import type {
  AssessedVehicle,
  assessmentInputSchema,
  ConditionAnswers,
} from '../../../shared/assessment.ts';
import type { DecodedVin } from '../../../shared/vehicle-data.ts';
import { utcTodayIso } from '../garage/dates.ts';
import { scheduleOf } from '../garage/mappers.ts';
import { vehicles } from '../garage/schema.ts';
import { vehicleNotFound } from '../garage/vehicle-rows.ts';
import { knowledgeBase } from '../knowledge/knowledge-base.ts';
import { marketOfVin, type CarMarket } from '../knowledge/markets.ts';
import { reviewedNoProblem } from '../knowledge/reviewed-years.ts';
import {
  catalogMake,
  identifyVehicle,
  unknownVehicleError,
  type IdentifiedCar,
} from '../vehicle-data/vehicle-identity.ts';
import { vinDecoder } from '../vehicle-data/vin.ts';
import { gatherFuelCost } from './fuel-cost.ts';
import {
  ageYears,
  engineTextOf,
  groundedProblems,
  knowsModel,
  type GarageGrounding,
  type Grounding,
} from './grounding.ts';

export type AssessmentInputValues = z.output<typeof assessmentInputSchema>;

export interface AssessmentContext {
  userId: string;
  config: Config;
  logger: Logger;
  signal?: AbortSignal;
  now?: Date;
}

const plainMake = (make: string) =>
  (catalogMake(make) ?? make).toLowerCase().replace(/[^a-z0-9]/g, '');
const sameMake = (a: string, b: string) => plainMake(a) === plainMake(b);

/** Offline decode; for a described car a bad or foreign VIN is a 400, for a garage car it is skipped. */
async function decodeVin(
  config: Config,
  logger: Logger,
  vin: string,
  strict: boolean,
): Promise<DecodedVin | null> {
  try {
    const decoder = await vinDecoder(config.VPIC_CACHE_DIR ?? path.join(config.DATA_DIR, 'vpic'));
    return await decoder.decode(vin);
  } catch (error) {
    if (strict && error instanceof AppError && error.status < 500) {
      throw new AppError('validation_failed', `vin: ${error.message}`, {
        fields: [{ path: 'vin', message: error.message }],
      });
    }
    logger.warn({ err: error }, 'assessment: VIN not decoded, assessing without it');
    return null;
  }
}

/** The VIN is trusted over nothing: a VIN of another year or make is refused (decision 015). */
function checkVinMatches(
  decoded: DecodedVin,
  input: { year: number; make: string; model: string },
) {
  // A year the VIN leaves uncertain (a note says why: no year code, the 30-year cycle) proves nothing.
  const yearDiffers = decoded.year !== null && !decoded.yearNote && decoded.year !== input.year;
  const makeDiffers = decoded.make !== null && !sameMake(decoded.make, input.make);
  if (!yearDiffers && !makeDiffers) return;
  const vinCar = [decoded.year, decoded.make, decoded.model].filter(Boolean).join(' ');
  const message = `This VIN belongs to a ${vinCar}, not a ${input.year} ${input.make} ${input.model}: check the VIN or the car's details.`;
  throw new AppError('validation_failed', `vin: ${message}`, {
    fields: [{ path: 'vin', message }],
  });
}

function withoutNotes(answers: ConditionAnswers | undefined) {
  const { notes: _notes, ...rest } = answers ?? {};
  return rest;
}

type DescribedInput = Exclude<AssessmentInputValues, { vehicleId: string }>;

/**
 * A described car must be in Odo's catalog (400 unknown_vehicle, with the nearest real years);
 * it is then assessed as the catalog names it ("Chevy Silverado 1500" → Chevrolet Silverado, trim
 * 1500). A VIN that decodes to the car described proves it exists even where the catalog has a gap.
 */
async function describedCar(
  context: AssessmentContext,
  input: DescribedInput,
): Promise<Omit<IdentifiedCar, 'years'> & { vin: DecodedVin | null }> {
  const found = identifyVehicle(input);
  if (!found.ok && !input.vin) throw unknownVehicleError(found.unknown);
  const vin = input.vin ? await decodeVin(context.config, context.logger, input.vin, true) : null;
  if (vin) checkVinMatches(vin, input);
  if (found.ok) return { ...found.car, vin };
  if (!vin) throw unknownVehicleError(found.unknown);
  const fromVin = vin.model
    ? identifyVehicle({ year: input.year, make: input.make, model: vin.model, trim: input.trim })
    : null;
  if (fromVin?.ok) return { ...fromVin.car, vin };
  return { year: input.year, make: input.make, model: input.model, trim: input.trim, vin };
}

/** Everything the answer is built from; throws 400/404 before anything is charged. */
export async function gatherGrounding(
  db: Db,
  context: AssessmentContext,
  input: AssessmentInputValues,
): Promise<Grounding> {
  const today = utcTodayIso(context.now);
  const kb = knowledgeBase();
  let vehicle: AssessedVehicle;
  let vin: DecodedVin | null = null;
  let garage: GarageGrounding | null = null;

  if ('vehicleId' in input) {
    const row = await db.query.vehicles.findFirst({
      where: and(eq(vehicles.userId, context.userId), eq(vehicles.id, input.vehicleId)),
      with: { maintenanceRecords: true, fuelRecords: true, serviceReminders: true },
    });
    if (!row) throw vehicleNotFound();
    if (row.vin) vin = await decodeVin(context.config, context.logger, row.vin, false);
    const due = scheduleOf(
      {
        vehicle: row,
        maintenanceRecords: row.maintenanceRecords,
        fuelRecords: row.fuelRecords,
        reminders: row.serviceReminders,
      },
      today,
    );
    garage = {
      due,
      maintenanceCount: row.maintenanceRecords.length,
      fuelCount: row.fuelRecords.length,
      recordedTypes: [...new Set(row.maintenanceRecords.map((record) => record.type))],
    };
    vehicle = {
      vehicleId: row.id,
      year: row.year,
      make: row.make,
      model: row.model,
      trim: row.trim,
      mileage: row.mileage,
      vin: row.vin,
      fuelType: row.fuelType ?? vin?.fuelType ?? null,
      engineDescription: engineTextOf(vin),
      transmission: vin?.transmission ?? null,
      // The request's market, else the one the owner stored with the car, else the VIN's.
      market: input.market ?? (row.market as CarMarket | null) ?? marketOfVin(row.vin),
    };
  } else {
    const car = await describedCar(context, input);
    vin = car.vin;
    vehicle = {
      vehicleId: null,
      year: car.year,
      make: car.make,
      model: car.model,
      trim: car.trim,
      mileage: input.mileage,
      vin: input.vin ?? null,
      fuelType: vin?.fuelType ?? null,
      engineDescription: engineTextOf(vin),
      transmission: vin?.transmission ?? null,
      market: input.market ?? marketOfVin(input.vin),
    };
  }
  return {
    today,
    vehicle,
    vin,
    modelSpecificData: knowsModel(kb, vehicle.make, vehicle.model),
    reviewedNoProblem: reviewedNoProblem(vehicle.make, vehicle.model, vehicle.year) !== null,
    problems: groundedProblems(kb, vehicle, vin),
    brand: kb.brandFacts(catalogMake(vehicle.make) ?? vehicle.make),
    garage,
    answers: withoutNotes(input.answers),
    ageYears: ageYears(vehicle.year, today),
    fuelCost: await gatherFuelCost(db, context.userId, vehicle, today),
  };
}
