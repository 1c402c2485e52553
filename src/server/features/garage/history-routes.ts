// /api/garage/vehicles/{id}: the printable history, the CSV export and the share links of one of
// the signed-in user's vehicles. Units: `?units=` when given, else the user's settings.
import { Hono } from 'hono';
import { validator } from 'hono/validator';
import { AppError } from '../../lib/app-error.ts';
import type { AppEnv } from '../../app-env.ts';
import { replies } from '../../lib/replies.ts';
import { formatIssues, validate } from '../../lib/validate.ts';
import { shareLinkInputSchema } from '../../../shared/garage-history.ts';
import { unitsQuerySchema, type Units } from '../../../shared/units.ts';
import { enforceRateLimit } from '../../lib/rate-limit.ts';
import { requireUser } from '../auth/session.ts';
import { csvFilename, historyCsv } from './export-csv.ts';
import {
  createdShareLinkReply,
  historyCsvReply,
  shareLinkListReply,
  vehicleHistoryReply,
} from './history-reply-schemas.ts';
import { historyRows, vehicleHistory } from './history-service.ts';
import { ids } from '../../lib/path-ids.ts';
import { createShareLink, listShareLinks, revokeShareLink } from './share-links-service.ts';

/**
 * `?units=` (optional in the typed client too): the units asked for, or undefined for "the user's
 * settings". Bad units → 400 like the other garage routes.
 */
const units = validator('query', (value: { units?: string }): { units?: Units } => {
  const result = unitsQuerySchema.safeParse(value);
  if (!result.success) {
    throw new AppError('validation_failed', formatIssues(result.error), {
      fields: result.error.issues.map((issue) => ({
        path: issue.path.join('.'),
        message: issue.message,
      })),
    });
  }
  return value.units?.trim() ? { units: result.data.units } : {};
});

export const historyRoutes = new Hono<AppEnv>()
  .get('/:id/history', requireUser, ids('id'), units, replies(vehicleHistoryReply), async (c) => {
    const { db, config } = c.var.deps;
    return c.json(
      await vehicleHistory(db, {
        userId: c.var.user.id,
        vehicleId: c.req.valid('param').id,
        units: c.req.valid('query').units,
        defaultCurrency: config.CURRENCY,
      }),
    );
  })
  .get(
    '/:id/export.csv',
    requireUser,
    ids('id'),
    units,
    replies(historyCsvReply, 200, { mediaType: 'text/csv' }),
    async (c) => {
      const { db, config } = c.var.deps;
      const rows = await historyRows(db, {
        userId: c.var.user.id,
        vehicleId: c.req.valid('param').id,
        units: c.req.valid('query').units,
        defaultCurrency: config.CURRENCY,
      });
      return c.body(historyCsv(rows), 200, {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${csvFilename(rows.row)}"`,
        'cache-control': 'no-store',
      });
    },
  )
  .get('/:id/share-links', requireUser, ids('id'), replies(shareLinkListReply), async (c) =>
    c.json(await listShareLinks(c.var.deps.db, c.var.user.id, c.req.valid('param').id)),
  )
  .post(
    '/:id/share-links',
    requireUser,
    ids('id'),
    validate('json', shareLinkInputSchema),
    replies(createdShareLinkReply, 201),
    async (c) => {
      const { db, config, appUrl } = c.var.deps;
      await enforceRateLimit(
        c,
        `share-link:${c.var.user.id}`,
        {
          max: config.SHARE_LINK_RATE_LIMIT_MAX,
          windowSeconds: config.SHARE_LINK_RATE_LIMIT_WINDOW_SECONDS,
        },
        'You have created a lot of share links in a short time.',
      );
      const link = await createShareLink(db, {
        userId: c.var.user.id,
        vehicleId: c.req.valid('param').id,
        expiresInDays: c.req.valid('json').expiresInDays,
        appUrl,
      });
      return c.json(link, 201);
    },
  )
  .delete('/:id/share-links/:linkId', requireUser, ids('id', 'linkId'), async (c) => {
    const { id, linkId } = c.req.valid('param');
    await revokeShareLink(c.var.deps.db, c.var.user.id, id, linkId);
    return c.body(null, 204);
  });
