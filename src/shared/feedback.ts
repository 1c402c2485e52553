import { z } from 'zod';

export const FEEDBACK_MAX = 5000;

export const feedbackSchema = z.strictObject({
  message: z
    .string({ error: 'Write your feedback first.' })
    .trim()
    .min(1, 'Write your feedback first.')
    .max(FEEDBACK_MAX, `Feedback has at most ${FEEDBACK_MAX} characters.`),
});

export const FEEDBACK_PLACEHOLDER = 'Tell us what you think about the product...';
export const FEEDBACK_SUCCESS = 'Thank You! Your feedback has been submitted successfully.';
export const FEEDBACK_FAILURE = 'Failed to submit feedback. Please try again.';
export const FEEDBACK_NOTIFICATION_TITLE = 'New Feedback Submitted';

/** Most feedback messages GET /api/feedback lists (newest first). */
export const FEEDBACK_LIST_MAX = 100;

/** One of the member's own feedback messages, as GET /api/feedback lists it. */
export interface FeedbackItem {
  id: string;
  message: string;
  created_at: string;
}
