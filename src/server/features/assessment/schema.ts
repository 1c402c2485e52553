// The assessment's tables: every delivered assessment (its whole answer, so history and reports
// reopen exactly what was shown) and the user's recent searches. db/schema.ts gathers them.
import {
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../auth/schema.ts';
import { vehicles } from '../garage/schema.ts';

const userId = () =>
  text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export const assessments = pgTable(
  'assessments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userId(),
    /** The garage vehicle assessed, if any; the assessment outlives the vehicle. */
    vehicleId: uuid('vehicle_id').references(() => vehicles.id, { onDelete: 'set null' }),
    year: integer('year').notNull(),
    make: text('make').notNull(),
    model: text('model').notNull(),
    trim: text('trim').notNull().default(''),
    /** km. */
    mileage: integer('mileage').notNull(),
    vin: text('vin'),
    /** The condition answers as given. */
    answers: jsonb('answers'),
    score: doublePrecision('score').notNull(),
    condition: text('condition').notNull(),
    urgentCount: integer('urgent_count').notNull().default(0),
    engine: text('engine').notNull(),
    /** The whole AssessmentResult (src/shared/assessment.ts) without id and createdAt. */
    result: jsonb('result').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('assessments_user_id_created_at_idx').on(t.userId, t.createdAt),
    index('assessments_vehicle_id_created_at_idx').on(t.vehicleId, t.createdAt),
  ],
);

/** Recent assessment searches (free-form input), one row per user and label, newest kept. */
export const assessmentSearches = pgTable(
  'assessment_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userId(),
    label: text('label').notNull(),
    year: integer('year').notNull(),
    make: text('make').notNull(),
    model: text('model').notNull(),
    trim: text('trim').notNull().default(''),
    mileage: integer('mileage').notNull(),
    searchedAt: timestamp('searched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('assessment_searches_user_id_label_idx').on(t.userId, t.label),
    index('assessment_searches_user_id_searched_at_idx').on(t.userId, t.searchedAt),
  ],
);
