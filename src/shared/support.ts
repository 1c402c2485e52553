// The /support contact form: one schema for the form (react-hook-form) and POST /api/support.
import { z } from 'zod';

export const SUPPORT_NAME_MAX = 80;
export const SUPPORT_MESSAGE_MIN = 10;
export const SUPPORT_MESSAGE_MAX = 5000;
export const SUPPORT_EMAIL_MAX = 254;

export const SUPPORT_TOPICS = [
  'account',
  'billing',
  'garage',
  'assessment',
  'bug',
  'other',
] as const;
export type SupportTopic = (typeof SUPPORT_TOPICS)[number];

export const SUPPORT_TOPIC_LABELS: Record<SupportTopic, string> = {
  account: 'My account or sign-in',
  billing: 'Billing and subscription',
  garage: 'Garage and maintenance',
  assessment: 'Assessments, Car Lens or Ask Odo',
  bug: 'Something is broken',
  other: 'Something else',
};

/** When we answer, as the success state and the FAQ say it. */
export const SUPPORT_ANSWER_TIME = 'within one working day';

export const supportMessageSchema = z.strictObject({
  name: z
    .string({ error: 'Enter your name.' })
    .trim()
    .min(1, 'Enter your name.')
    .max(SUPPORT_NAME_MAX, `Your name has at most ${SUPPORT_NAME_MAX} characters.`),
  email: z
    .string({ error: 'Enter your e-mail address.' })
    .trim()
    .min(1, 'Enter your e-mail address.')
    .max(SUPPORT_EMAIL_MAX, 'That e-mail address is too long.')
    .pipe(z.email('Enter a valid e-mail address, like you@example.com.')),
  topic: z.enum(SUPPORT_TOPICS, { error: 'Choose what your message is about.' }),
  message: z
    .string({ error: 'Write your message.' })
    .trim()
    .min(SUPPORT_MESSAGE_MIN, `Tell us a little more: at least ${SUPPORT_MESSAGE_MIN} characters.`)
    .max(SUPPORT_MESSAGE_MAX, `Your message has at most ${SUPPORT_MESSAGE_MAX} characters.`),
});

export type SupportMessageInput = z.input<typeof supportMessageSchema>;
export type SupportMessage = z.output<typeof supportMessageSchema>;

export interface SupportReceipt {
  id: string;
  created_at: string;
  /** Whether a copy was mailed to the sender (signed in, verified, their account's address). */
  acknowledged: boolean;
}
