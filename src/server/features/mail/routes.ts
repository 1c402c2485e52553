// The dev outbox: mail that would have been sent, readable while developing on this machine.
// It holds live reset links, so it answers only a loopback peer on a loopback Host, without
// SMTP and outside production; everyone else gets the same 404 as an unknown path.
import { desc } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { devOutbox } from '../../db/schema.ts';
import { errorBody } from '../../lib/app-error.ts';
import type { AppEnv } from '../../app-env.ts';
import { isLocalRequest } from '../../lib/loopback.ts';

export function devOutboxOpen(c: Context<AppEnv>): boolean {
  const { config, mailer } = c.var.deps;
  return (
    config.NODE_ENV !== 'production' &&
    !config.SMTP_URL &&
    mailer.kind === 'outbox' &&
    isLocalRequest(c)
  );
}

export const devOutboxRoutes = new Hono<AppEnv>().get('/', async (c) => {
  if (!devOutboxOpen(c)) {
    return c.json(errorBody('not_found', `No API route GET ${c.req.path}.`), 404);
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
