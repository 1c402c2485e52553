// Car Lens results: every result shown to a user (the decoded car and how it was read), so
// /carlens-details reopens it and the free quota counts what was delivered. db/schema.ts gathers it.
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/schema.ts';

export const carlensResults = pgTable(
  'carlens_results',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The VIN read from the photo; null for a model's "likely" identification without a VIN. */
    vin: text('vin'),
    /** 'barcode' | 'ocr' | 'manual' | 'model'. */
    method: text('method').notNull(),
    /** 'built-in' or 'provider:model'. */
    engine: text('engine').notNull(),
    /** The whole answer as shown (decoded vehicle, known problems, candidates). */
    result: jsonb('result').notNull(),
    /** The normalised photo in storage, if kept. */
    photoKey: text('photo_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('carlens_results_user_id_created_at_idx').on(t.userId, t.createdAt)],
);
