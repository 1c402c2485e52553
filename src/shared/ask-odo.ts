// Ask Odo's request schemas; the vocabulary is in ask-odo-vocab.ts (zod-free).
import { z } from 'zod';
import { ASK_QUESTION_MAX, ASK_TITLE_MAX } from './ask-odo-vocab.ts';

export * from './ask-odo-vocab.ts';

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const askQuestionSchema = z.strictObject({
  threadId: z.uuid({ error: 'threadId must be a thread id.' }).optional(),
  question: z
    .string({ error: 'Type a question.' })
    .trim()
    .min(1, 'Type a question.')
    .max(ASK_QUESTION_MAX, `A question can be at most ${ASK_QUESTION_MAX} characters.`),
  /** The asker's IANA time zone ("Europe/Paris"): "this year" and "this month" are theirs. */
  timeZone: z
    .string()
    .max(64)
    .refine(isTimeZone, 'timeZone must be an IANA time zone such as Europe/Paris.')
    .optional(),
});
export type AskQuestionInput = z.input<typeof askQuestionSchema>;

export const askRenameSchema = z.strictObject({
  title: z
    .string({ error: 'Give the thread a title.' })
    .trim()
    .min(1, 'Give the thread a title.')
    .max(ASK_TITLE_MAX, `A title can be at most ${ASK_TITLE_MAX} characters.`),
});
