// Assessments: the grounding is gathered (and the request refused) BEFORE a free assessment is
// reserved; then the built-in engine (or a model's words) answers, the answer is saved with the
// recent search, and the reservation is refunded on any failure. History and searches.
import { and, desc, eq, sql } from 'drizzle-orm';
import { type Db, lockUntilCommit } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  ASSESSMENTS_KEPT,
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

/**
 * The assessment row, and for a described car its recent search (one per label, moved to the top
 * when repeated) with the older ones pruned to the newest ASSESSMENT_SEARCHES_KEPT: ONE statement
 * (atomic on its own). Every WITH part runs; they share one snapshot, so the prune
 * keeps the newest KEPT − 1 searches other than this label, which the upsert keeps. Likewise the
 * user's history keeps the newest ASSESSMENTS_KEPT − 1 older assessments beside the new one.
 * One member's saves run one at a time (a lock on the member for the transaction): two at once
 * would each prune from their own snapshot, so the history could pass its cap, and each could
 * hold rows the other deletes, which PostgreSQL ends as a deadlock (seen under load: a 500).
 */
async function save(
  db: Db,
  userId: string,
  input: AssessmentInputValues,
  body: AssessmentBody,
): Promise<AssessmentResult> {
  const v = body.vehicle;
  const answers = input.answers ? JSON.stringify(input.answers) : null;
  const label = 'vehicleId' in input ? null : searchLabel(v);
  const search =
    label === null
      ? sql``
      : sql`, searched as (
          insert into assessment_searches (user_id, label, year, make, model, trim, mileage)
          values (${userId}, ${label}, ${v.year}, ${v.make}, ${v.model}, ${v.trim}, ${v.mileage})
          on conflict (user_id, label) do update set searched_at = now()
          returning id
        ), pruned as (
          delete from assessment_searches
          where user_id = ${userId} and label <> ${label} and id not in (
            select id from assessment_searches where user_id = ${userId} and label <> ${label}
            order by searched_at desc, id desc limit ${ASSESSMENT_SEARCHES_KEPT - 1})
          returning id
        )`;
  const result = await db.transaction(async (tx) => {
    await lockUntilCommit(tx, `assessments:${userId}`);
    return (await tx.execute(sql`
    with saved as (
      insert into assessments (user_id, vehicle_id, year, make, model, trim, mileage, vin, answers,
        score, condition, urgent_count, engine, result)
      values (${userId}, ${v.vehicleId}, ${v.year}, ${v.make}, ${v.model}, ${v.trim}, ${v.mileage},
        ${v.vin}, ${answers}::jsonb, ${body.reliability.score}, ${body.assessment.condition},
        ${body.assessment.urgentIssues.length}, ${body.engine}, ${JSON.stringify(body)}::jsonb)
      returning id, created_at
    ), trimmed as (
      delete from assessments where id in (
        select id from assessments where user_id = ${userId}
        order by created_at desc, id desc offset ${ASSESSMENTS_KEPT - 1})
      returning id
    )${search}
    select id, created_at from saved`)) as unknown as {
      rows: { id: string; created_at: string | Date }[];
    };
  });
  const row = result.rows[0]!;
  return { id: row.id, createdAt: new Date(row.created_at).toISOString(), ...body };
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
      notEnoughData: sql<boolean>`coalesce((${assessments.result} ->> 'notEnoughData')::boolean, false)`,
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
