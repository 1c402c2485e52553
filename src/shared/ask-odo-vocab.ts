// Ask Odo's limits, source kinds and reply types, zod-free so a first view can import them; the
// request schemas are in ask-odo.ts.
/** SPEC: questions over this many characters are refused (400) before anything is spent. */
export const ASK_QUESTION_MAX = 2000;
export const ASK_TITLE_MAX = 120;
/** A thread holds at most this many questions; then a new thread is needed. */
export const ASK_QUESTIONS_PER_THREAD = 50;
/** The newest this many threads per user are kept; older ones are pruned. */
export const ASK_THREADS_KEPT = 200;

export const ASK_SOURCE_KINDS = [
  'record',
  'upcoming',
  'vehicle',
  'article',
  'known_problem',
  'interval',
  'trouble_code',
  'rating',
] as const;
export type AskSourceKind = (typeof ASK_SOURCE_KINDS)[number];

/** What an answer is based on, as shown under it. */
export interface AskSource {
  kind: AskSourceKind;
  title: string;
  /** A line of detail: the record's date and mileage, the problem's source document, … */
  detail?: string;
  /** records, upcoming items and vehicles: the car (links to /vehicle/{id}) */
  vehicleId?: string;
  /** articles: the slug and an excerpt to show inline */
  slug?: string;
  excerpt?: string;
}

/** One line of the NDJSON stream (docs/api-ask-odo.md). */
export type AskStreamEvent =
  | { type: 'start'; threadId: string; messageId: string; questionId: string; engine: string }
  | { type: 'delta'; text: string }
  | { type: 'sources'; sources: AskSource[] }
  | { type: 'done'; messageId: string; engine: string }
  | { type: 'error'; code: string; message: string };

export interface AskThreadSummary {
  id: string;
  title: string;
  updatedAt: string;
  createdAt: string;
  /** The start of the newest message (question or answer). */
  excerpt: string;
}

export interface AskMessageDto {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  engine: string | null;
  sources: AskSource[];
  status: 'complete' | 'interrupted';
  createdAt: string;
}

export interface AskThreadDto {
  id: string;
  title: string;
  createdAt: string;
  updatedAt: string;
  messages: AskMessageDto[];
}
