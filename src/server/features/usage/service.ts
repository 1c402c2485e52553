// Free quotas (SPEC.md §4, §9). The server decides: every capped feature spends through this module,
// atomically, and only for work that was delivered. See docs/decisions/003-quota-spending.md.
import { and, count, eq, lt, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.ts';
import { users, vehicles } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Logger } from '../../lib/logger.ts';
import {
  FEATURES,
  FREE_CAPS,
  limitReachedMessage,
  subscriptionStatusLabel,
  type Feature,
  type UsageReply,
} from '../../../shared/plans.ts';
import { getEntitlement, type PlanForPrice } from './entitlement.ts';
import { inTransaction } from '../../lib/transaction.ts';

export type CountedFeature = Exclude<Feature, 'garage'>;

const COUNTERS: Record<CountedFeature, PgColumn> = {
  assessment: users.freeAssessmentsUsed,
  carlens: users.freeCarlensResultsUsed,
  askodo: users.freeAskodoQuestionsUsed,
};

const COUNTER_KEYS = {
  assessment: 'freeAssessmentsUsed',
  carlens: 'freeCarlensResultsUsed',
  askodo: 'freeAskodoQuestionsUsed',
} as const satisfies Record<CountedFeature, keyof typeof users.$inferSelect>;

/** The start of the current calendar month in UTC, as a timestamptz expression. */
const MONTH_START: SQL = sql`(date_trunc('month', now() at time zone 'utc') at time zone 'utc')`;

export function limitReached(feature: Feature): AppError {
  return new AppError('limit_reached', limitReachedMessage(feature), {
    feature,
    cap: FREE_CAPS[feature],
  });
}

export interface QuotaContext {
  userId: string;
  logger?: Logger;
  planForPrice?: PlanForPrice;
}

function buildMonthlyReset(db: Db) {
  return db
    .update(users)
    .set({
      freeAssessmentsUsed: 0,
      freeCarlensResultsUsed: 0,
      freeAskodoQuestionsUsed: 0,
      lastUsageReset: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(users.id, sql.placeholder('userId')), lt(users.lastUsageReset, MONTH_START)))
    .returning({ id: users.id })
    .prepare('odo_usage_monthly_reset');
}

/** Run before every spend: built once per database, prepared once per connection. */
const monthlyResets = new WeakMap<Db, ReturnType<typeof buildMonthlyReset>>();

/**
 * SPEC.md §4's reset, lazily on the first request of a new UTC month. One conditional UPDATE: when
 * requests race, the first resets and the rest find last_usage_reset already in this month.
 */
export async function resetUsageIfNewMonth(db: Db, userId: string): Promise<boolean> {
  let reset = monthlyResets.get(db);
  if (!reset) {
    reset = buildMonthlyReset(db);
    monthlyResets.set(db, reset);
  }
  return (await reset.execute({ userId })).length > 0;
}

async function userMissing(db: Db, userId: string) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  return !row;
}

/** Takes one unit of a counted feature, or throws limit_reached. Runs on db or inside a transaction. */
async function takeOne(db: Db, userId: string, feature: CountedFeature) {
  const column = COUNTERS[feature];
  const [row] = await db
    .update(users)
    .set({ [COUNTER_KEYS[feature]]: sql`${column} + 1`, updatedAt: sql`now()` })
    .where(and(eq(users.id, userId), lt(column, FREE_CAPS[feature])))
    .returning({ used: column, period: sql<string>`${users.lastUsageReset}::text` });
  if (!row) {
    if (await userMissing(db, userId)) throw new AppError('not_found', 'No such user.');
    throw limitReached(feature);
  }
  return row;
}

export interface QuotaReservation {
  premium: boolean;
  /** Gives the unit back (only within the same usage month). Safe to call more than once. */
  refund(): Promise<void>;
}

/**
 * Reserves one unit now (atomically, so parallel requests cannot overspend) for slow work that must
 * not hold a transaction open (a model call); refund() gives it back if the work is not delivered.
 */
export async function reserveQuota(
  db: Db,
  context: QuotaContext & { feature: CountedFeature },
): Promise<QuotaReservation> {
  await resetUsageIfNewMonth(db, context.userId);
  const entitlement = await getEntitlement(db, context.userId, context);
  if (entitlement.premium) return { premium: true, refund: async () => undefined };
  const taken = await takeOne(db, context.userId, context.feature);
  const column = COUNTERS[context.feature];
  let refunded = false;
  return {
    premium: false,
    refund: async () => {
      if (refunded) return;
      refunded = true;
      await db
        .update(users)
        .set({ [COUNTER_KEYS[context.feature]]: sql`greatest(${column} - 1, 0)` })
        .where(
          and(
            eq(users.id, context.userId),
            sql`${users.lastUsageReset} = ${taken.period}::timestamptz`,
          ),
        );
    },
  };
}

async function vehicleCount(db: Db, userId: string) {
  const [row] = await db.select({ n: count() }).from(vehicles).where(eq(vehicles.userId, userId));
  return Number(row?.n ?? 0);
}

/**
 * Adds a garage vehicle within the cap: the users row is locked so parallel adds for one user
 * queue up, the vehicles are counted, and `insert` runs in the same transaction.
 */
export async function withGarageSlot<T>(
  db: Db,
  context: QuotaContext,
  insert: (tx: Db) => Promise<T>,
): Promise<T> {
  const entitlement = await getEntitlement(db, context.userId, context);
  return inTransaction(db, async (tx) => {
    const locked = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, context.userId))
      .for('update');
    if (locked.length === 0) throw new AppError('not_found', 'No such user.');
    if (!entitlement.premium && (await vehicleCount(tx, context.userId)) >= FREE_CAPS.garage) {
      throw limitReached('garage');
    }
    return insert(tx);
  });
}

function nextMonthStart(now: Date) {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
}

/** GET /api/usage: the counters, caps and whether each feature may be used right now. */
export async function usageSummary(db: Db, context: QuotaContext): Promise<UsageReply> {
  await resetUsageIfNewMonth(db, context.userId);
  const [[row], garage, entitlement] = await Promise.all([
    db.select().from(users).where(eq(users.id, context.userId)).limit(1),
    vehicleCount(db, context.userId),
    getEntitlement(db, context.userId, context),
  ]);
  if (!row) throw new AppError('not_found', 'No such user.');
  const premium = entitlement.premium;
  const used: Record<Feature, number> = {
    assessment: row.freeAssessmentsUsed,
    carlens: row.freeCarlensResultsUsed,
    askodo: row.freeAskodoQuestionsUsed,
    garage,
  };
  const features = Object.fromEntries(
    FEATURES.map((feature) => {
      const cap = FREE_CAPS[feature];
      return [
        feature,
        {
          used: used[feature],
          cap,
          remaining: premium ? null : Math.max(0, cap - used[feature]),
          allowed: premium || used[feature] < cap,
        },
      ];
    }),
  ) as UsageReply['features'];
  const status = entitlement.subscription?.status ?? null;
  return {
    premium,
    status,
    status_label: subscriptionStatusLabel(status),
    last_usage_reset: row.lastUsageReset.toISOString(),
    resets_at: nextMonthStart(new Date()).toISOString(),
    usage: {
      free_assessments_used: row.freeAssessmentsUsed,
      free_carlens_results_used: row.freeCarlensResultsUsed,
      free_askodo_questions_used: row.freeAskodoQuestionsUsed,
    },
    features,
  };
}
