// Mail's table: the dev outbox.
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';

/** Mail that was not sent over SMTP because none is configured: the dev outbox. */
export const devOutbox = pgTable(
  'dev_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    link: text('link'),
    createdAt: createdAt(),
  },
  (t) => [index('dev_outbox_created_at_idx').on(t.createdAt)],
);
