// Ask Odo's request schemas; the vocabulary is in ask-odo-vocab.ts (zod-free).
import { z } from 'zod';
import { ASK_QUESTION_MAX, ASK_TITLE_MAX } from './ask-odo-vocab.ts';

export * from './ask-odo-vocab.ts';

export const askQuestionSchema = z.strictObject({
  threadId: z.uuid({ error: 'threadId must be a thread id.' }).optional(),
  question: z
    .string({ error: 'Type a question.' })
    .trim()
    .min(1, 'Type a question.')
    .max(ASK_QUESTION_MAX, `A question can be at most ${ASK_QUESTION_MAX} characters.`),
});
export type AskQuestionInput = z.input<typeof askQuestionSchema>;

export const askRenameSchema = z.strictObject({
  title: z
    .string({ error: 'Give the thread a title.' })
    .trim()
    .min(1, 'Give the thread a title.')
    .max(ASK_TITLE_MAX, `A title can be at most ${ASK_TITLE_MAX} characters.`),
});
