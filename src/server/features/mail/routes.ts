// The dev outbox: mail that would have been sent, readable while developing (never in production).
import { desc } from 'drizzle-orm';
import { Hono } from 'hono';
import { devOutbox } from '../../db/schema.ts';
import { errorBody } from '../../lib/app-error.ts';
import type { AppEnv } from '../../lib/app-env.ts';

export const devOutboxRoutes = new Hono<AppEnv>().get('/', async (c) => {
  if (c.var.deps.config.NODE_ENV === 'production') {
    return c.json(errorBody('not_found', 'Not found.'), 404);
  }
  const rows = await c.var.deps.db
    .select()
    .from(devOutbox)
    .orderBy(desc(devOutbox.createdAt))
    .limit(50);
  return c.json({
    messages: rows.map((row) => ({
      id: row.id,
      to: row.to,
      subject: row.subject,
      text: row.text,
      link: row.link,
      created_at: row.createdAt.toISOString(),
    })),
  });
});
