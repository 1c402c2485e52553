// The support message schema; the limits and topics are in support-vocab.ts (zod-free).
import { z } from 'zod';
import {
  SUPPORT_NAME_MAX,
  SUPPORT_MESSAGE_MIN,
  SUPPORT_MESSAGE_MAX,
  SUPPORT_EMAIL_MAX,
  SUPPORT_TOPICS,
} from './support-vocab.ts';

export * from './support-vocab.ts';

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
