import type { Db } from '../../db/database.ts';
import { feedback, userNotifications } from '../../db/schema.ts';
import { FEEDBACK_NOTIFICATION_TITLE } from '../../../shared/feedback.ts';

/** Stores the feedback and the user_notifications row of SPEC.md §7, together or not at all. */
export async function submitFeedback(db: Db, input: { userId: string; message: string }) {
  return db.transaction(async (tx) => {
    const [saved] = await tx
      .insert(feedback)
      .values({ userId: input.userId, message: input.message })
      .returning({ id: feedback.id, createdAt: feedback.createdAt });
    await tx.insert(userNotifications).values({
      userId: input.userId,
      type: 'feedback',
      title: FEEDBACK_NOTIFICATION_TITLE,
      message: input.message,
      linkPath: '/feedback',
    });
    return { id: saved!.id, created_at: saved!.createdAt.toISOString() };
  });
}
