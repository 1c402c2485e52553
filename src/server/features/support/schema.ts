// Messages sent from the /support contact form, signed in or out. Kept so none is lost when mail
// fails; mailed to SUPPORT_EMAIL through the mailer (mailed_at set once sent).
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/schema.ts';

export const supportMessages = pgTable(
  'support_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The signed-in sender; null for a visitor. Deleted with the account. */
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Where to answer. Rows with the e-mail of a deleted account are deleted with it too. */
    email: text('email').notNull(),
    topic: text('topic').notNull(),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
  },
  (t) => [
    index('support_messages_user_id_idx').on(t.userId),
    index('support_messages_email_idx').on(t.email),
  ],
);
