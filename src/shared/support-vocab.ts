// Support messages' limits and topics, zod-free so a first view can import them; the message
// schema is in support.ts.
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

export interface SupportReceipt {
  id: string;
  created_at: string;
  /** Whether a copy was mailed to the sender (signed in, verified, their account's address). */
  acknowledged: boolean;
}
