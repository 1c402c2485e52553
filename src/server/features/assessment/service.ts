// Assessments: gathers the grounding (the garage car and its records, or the car as described;
// its VIN decode), checks everything BEFORE a free assessment is reserved, then answers with the
// built-in engine (or a model's words), saves it and refunds the quota on any failure.
import path from 'node:path';
import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import type { Config } from '../../env.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Logger } from '../../lib/logger.ts';
import {
  ASSESSMENT_SEARCHES_KEPT,
  type AssessedVehicle,
  type AssessmentResult,
  type AssessmentSearch,
  type AssessmentSummary,
  type Condition,
  type assessmentInputSchema,
  type ConditionAnswers,
} from '../../../shared/assessment.ts';
import type { DecodedVin } from '../../../shared/vehicle-data.ts';
import { todayIso } from '../garage/dates.ts';
import { scheduleOf } from '../garage/mappers.ts';
import { vehicles } from '../garage/schema.ts';
import { vehicleNotFound } from '../garage/vehicles-service.ts';
import { knowledgeBase } from '../knowledge/knowledge-base.ts';
import { reserveQuota } from '../usage/service.ts';
import { vinDecoder } from '../vehicle-data/vin.ts';
import { builtInAssessment, type AssessmentBody } from './assess.ts';
import {
  ageYears,
  engineTextOf,
  groundedProblems,
  knowsModel,
  type GarageGrounding,
  type Grounding,
} from './grounding.ts';
import { withModelProse } from './model-prose.ts';
import { assessments, assessmentSearches } from './schema.ts';

export type AssessmentInputValues = z.output<typeof assessmentInputSchema>;

export interface AssessmentContext {
  userId: string;
  config: Config;
  logger: Logger;
  signal?: AbortSignal;
  now?: Date;
}

const sameMake = (a: string, b: string) =>
  a.toLowerCase().replace(/[^a-z0-9]/g, '') === b.toLowerCase().replace(/[^a-z0-9]/g, '');

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
  const yearDiffers = decoded.year !== null && decoded.year !== input.year;
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

/** Everything the answer is built from; throws 400/404 before anything is charged. */
export async function gatherGrounding(
  db: Db,
  context: AssessmentContext,
  input: AssessmentInputValues,
): Promise<Grounding> {
  const today = todayIso(context.now);
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
    };
  } else {
    if (input.vin) {
      vin = await decodeVin(context.config, context.logger, input.vin, true);
      if (vin) checkVinMatches(vin, input);
    }
    vehicle = {
      vehicleId: null,
      year: input.year,
      make: input.make,
      model: input.model,
      trim: input.trim,
      mileage: input.mileage,
      vin: input.vin ?? null,
      fuelType: vin?.fuelType ?? null,
      engineDescription: engineTextOf(vin),
      transmission: vin?.transmission ?? null,
    };
  }
  return {
    today,
    vehicle,
    vin,
    modelSpecificData: knowsModel(kb, vehicle.make, vehicle.model),
    problems: groundedProblems(kb, vehicle, vin),
    brand: kb.brandFacts(vehicle.make),
    garage,
    answers: withoutNotes(input.answers),
    ageYears: ageYears(vehicle.year, today),
  };
}

export function searchLabel(v: {
  year: number;
  make: string;
  model: string;
  trim: string;
  mileage: number;
}) {
  const name = [v.year, v.make, v.model, v.trim].filter(Boolean).join(' ');
  return `${name} · ${v.mileage.toLocaleString('en-US')} km`;
}

async function save(
  db: Db,
  userId: string,
  input: AssessmentInputValues,
  body: AssessmentBody,
): Promise<AssessmentResult> {
  return db.transaction(async (rawTx) => {
    const tx = rawTx as unknown as Db;
    const v = body.vehicle;
    const [row] = await tx
      .insert(assessments)
      .values({
        userId,
        vehicleId: v.vehicleId,
        year: v.year,
        make: v.make,
        model: v.model,
        trim: v.trim,
        mileage: v.mileage,
        vin: v.vin,
        answers: input.answers ?? null,
        score: body.reliability.score,
        condition: body.assessment.condition,
        urgentCount: body.assessment.urgentIssues.length,
        engine: body.engine,
        result: body,
      })
      .returning({ id: assessments.id, createdAt: assessments.createdAt });
    if (!('vehicleId' in input)) {
      const search = {
        year: v.year,
        make: v.make,
        model: v.model,
        trim: v.trim,
        mileage: v.mileage,
      };
      await tx
        .insert(assessmentSearches)
        .values({ userId, label: searchLabel(search), ...search })
        .onConflictDoUpdate({
          target: [assessmentSearches.userId, assessmentSearches.label],
          set: { searchedAt: sql`now()` },
        });
      await pruneSearches(tx, userId);
    }
    return { id: row!.id, createdAt: row!.createdAt.toISOString(), ...body };
  });
}

async function pruneSearches(db: Db, userId: string) {
  const kept = db
    .select({ id: assessmentSearches.id })
    .from(assessmentSearches)
    .where(eq(assessmentSearches.userId, userId))
    .orderBy(desc(assessmentSearches.searchedAt), desc(assessmentSearches.id))
    .limit(ASSESSMENT_SEARCHES_KEPT);
  await db
    .delete(assessmentSearches)
    .where(and(eq(assessmentSearches.userId, userId), notInArray(assessmentSearches.id, kept)));
}

/** POST /api/assessment: validated and owned first, then one free assessment reserved. */
export async function createAssessment(
  db: Db,
  context: AssessmentContext,
  input: AssessmentInputValues,
): Promise<AssessmentResult> {
  const grounding = await gatherGrounding(db, context, input);
  const reservation = await reserveQuota(db, {
    userId: context.userId,
    feature: 'assessment',
    logger: context.logger,
  });
  try {
    const { body } = builtInAssessment(grounding);
    const answered = await withModelProse({
      config: context.config,
      logger: context.logger,
      grounding,
      body,
      notes: input.answers?.notes,
      signal: context.signal,
    });
    return await save(db, context.userId, input, answered);
  } catch (error) {
    await reservation.refund().catch((refundError: unknown) => {
      context.logger.warn({ err: refundError }, 'assessment: quota refund failed');
    });
    throw error;
  }
}

export async function listAssessments(
  db: Db,
  userId: string,
  query: { vehicleId?: string | undefined; limit: number },
): Promise<AssessmentSummary[]> {
  const rows = await db
    .select({
      id: assessments.id,
      createdAt: assessments.createdAt,
      engine: assessments.engine,
      vehicleId: assessments.vehicleId,
      year: assessments.year,
      make: assessments.make,
      model: assessments.model,
      trim: assessments.trim,
      mileage: assessments.mileage,
      score: assessments.score,
      condition: assessments.condition,
      urgentCount: assessments.urgentCount,
    })
    .from(assessments)
    .where(
      and(
        eq(assessments.userId, userId),
        query.vehicleId ? eq(assessments.vehicleId, query.vehicleId) : undefined,
      ),
    )
    .orderBy(desc(assessments.createdAt), desc(assessments.id))
    .limit(query.limit);
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    condition: row.condition as Condition,
  }));
}

const assessmentNotFound = () => new AppError('not_found', 'No such assessment.');

export async function getAssessment(db: Db, userId: string, id: string): Promise<AssessmentResult> {
  const [row] = await db
    .select({ result: assessments.result, createdAt: assessments.createdAt })
    .from(assessments)
    .where(and(eq(assessments.userId, userId), eq(assessments.id, id)))
    .limit(1);
  if (!row) throw assessmentNotFound();
  return { id, createdAt: row.createdAt.toISOString(), ...(row.result as AssessmentBody) };
}

export async function deleteAssessment(db: Db, userId: string, id: string): Promise<void> {
  const deleted = await db
    .delete(assessments)
    .where(and(eq(assessments.userId, userId), eq(assessments.id, id)))
    .returning({ id: assessments.id });
  if (deleted.length === 0) throw assessmentNotFound();
}

export async function listSearches(db: Db, userId: string): Promise<AssessmentSearch[]> {
  const rows = await db
    .select()
    .from(assessmentSearches)
    .where(eq(assessmentSearches.userId, userId))
    .orderBy(desc(assessmentSearches.searchedAt), desc(assessmentSearches.id))
    .limit(ASSESSMENT_SEARCHES_KEPT);
  return rows.map((row) => ({
    id: row.id,
    label: row.label,
    year: row.year,
    make: row.make,
    model: row.model,
    trim: row.trim,
    mileage: row.mileage,
    searchedAt: row.searchedAt.toISOString(),
  }));
}

export async function clearSearches(db: Db, userId: string): Promise<void> {
  await db.delete(assessmentSearches).where(eq(assessmentSearches.userId, userId));
}
