// Favorites' table (SPEC.md §3/§7: user_id, vehicle_id, the whole vehicle snapshot as text).
// db/schema.ts gathers it with the other tables.
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/schema.ts';

export const favoriteVehicles = pgTable(
  'favorite_vehicles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The garage vehicle id, or the assessment id for a car not in the garage. */
    vehicleId: text('vehicle_id').notNull(),
    /** The whole vehicle snapshot, serialised as text (SPEC.md §3). */
    vehicleData: text('vehicle_data').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set on remove so undo can bring it back; the daily purge deletes it a day later. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('favorite_vehicles_user_id_added_at_idx').on(t.userId, t.addedAt)],
);
