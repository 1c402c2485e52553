// Assessments: the grounding is gathered (and the request refused) BEFORE a free assessment is
// reserved; then the built-in engine (or a model's words) answers, the answer is saved with the
// recent search, and the reservation is refunded on any failure. History and searches.
import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  ASSESSMENT_SEARCHES_KEPT,
  type AssessmentResult,
  type AssessmentSearch,
  type AssessmentSummary,
  type Condition,
} from '../../../shared/assessment.ts';
import { reserveQuota } from '../usage/service.ts';
import { builtInAssessment, type AssessmentBody } from './assess.ts';
import { gatherGrounding, type AssessmentContext, type AssessmentInputValues } from './gather.ts';
import { withModelProse } from './model-prose.ts';
import { assessments, assessmentSearches } from './schema.ts';

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
    // A client that went away gets nothing, so it is charged nothing.
    if (context.signal?.aborted) {
      throw new AppError('bad_request', 'The request was cancelled before the answer was ready.');
    }
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
