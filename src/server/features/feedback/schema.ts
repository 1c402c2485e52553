// Feedback's table: what members wrote through the feedback form.
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { users } from '../auth/schema.ts';

const userId = () =>
  text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export const feedback = pgTable(
  'feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userId(),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('feedback_user_id_idx').on(t.userId)],
);
