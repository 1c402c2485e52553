import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { feedback, users } from '../../db/schema.ts';
import { notifyUser } from '../notifications/notify.ts';
import {
  FEEDBACK_LIST_MAX,
  FEEDBACK_NOTIFICATION_TITLE,
  type FeedbackItem,
} from '../../../shared/feedback.ts';
import { inTransaction } from '../../lib/transaction.ts';

/** The same text from the same user within this window is one submission (a double tap). */
export const FEEDBACK_DEDUPE_SECONDS = 60;

/**
 * Stores the feedback and the user_notifications row of SPEC.md §7, together or not at all. The
 * user's row is locked first, so parallel identical posts find each other and store one row.
 * `beforeInsert` (the rate limit) runs only for a new submission: a repeat of a tap-burst is
 * answered with the first row and does not count again.
 */
export async function submitFeedback(
  db: Db,
  input: { userId: string; message: string },
  beforeInsert: (tx: Db) => Promise<void> = async () => {},
) {
  return inTransaction(db, async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, input.userId)).for('update');
    const [recent] = await tx
      .select({ id: feedback.id, createdAt: feedback.createdAt })
      .from(feedback)
      .where(
        and(
          eq(feedback.userId, input.userId),
          eq(feedback.message, input.message),
          gt(feedback.createdAt, sql`now() - make_interval(secs => ${FEEDBACK_DEDUPE_SECONDS})`),
        ),
      )
      .orderBy(desc(feedback.createdAt))
      .limit(1);
    if (recent) return { id: recent.id, created_at: recent.createdAt.toISOString() };
    await beforeInsert(tx);
    const [saved] = await tx
      .insert(feedback)
      .values({ userId: input.userId, message: input.message })
      .returning({ id: feedback.id, createdAt: feedback.createdAt });
    await notifyUser(tx, {
      userId: input.userId,
      type: 'feedback',
      title: FEEDBACK_NOTIFICATION_TITLE,
      message: input.message,
      linkPath: '/feedback',
    });
    return { id: saved!.id, created_at: saved!.createdAt.toISOString() };
  });
}

/** GET /api/feedback: the member's own feedback, newest first (the /feedback page). */
export async function listFeedback(db: Db, userId: string): Promise<FeedbackItem[]> {
  const rows = await db
    .select({ id: feedback.id, message: feedback.message, createdAt: feedback.createdAt })
    .from(feedback)
    .where(eq(feedback.userId, userId))
    .orderBy(desc(feedback.createdAt), desc(feedback.id))
    .limit(FEEDBACK_LIST_MAX);
  return rows.map((row) => ({
    id: row.id,
    message: row.message,
    created_at: row.createdAt.toISOString(),
  }));
}
